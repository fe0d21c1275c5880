import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";

// The scheduling provider, on loopback: its real embed.js (from @calcom/embed-core, pinned) and
// the double of its booking page the Chromium suite uses. WebDriver classic cannot intercept
// requests, so the engines' build points the site's provider addresses here instead.
const embedJs = readFileSync(createRequire(import.meta.url).resolve("@calcom/embed-core"), "utf8");
// The one address embed.js fixes rather than taking from the site: its font, served from here too (PUBLIC_CAL_FONT_URL).
const PROVIDER_FONT = "https://cal.com/cal.ttf";
const bookingPage = readFileSync(new URL("../e2e/cal/booking-page-double.html", import.meta.url), "utf8");

export function serveProvider(port: number) {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://provider");
    if (pathname === "/embed/embed.js")
      return response
        .writeHead(200, { "Content-Type": "text/javascript" })
        .end(embedJs.replaceAll(PROVIDER_FONT, `http://${request.headers.host}/cal.ttf`));
    if (pathname.endsWith("/embed")) return response.writeHead(200, { "Content-Type": "text/html" }).end(bookingPage);
    response.writeHead(404).end();
  });
  return new Promise<{ origin: string; close: () => void }>((resolve) =>
    server.listen(port, "127.0.0.1", () =>
      resolve({ origin: `http://127.0.0.1:${port}`, close: () => server.close() }),
    ),
  );
}
