// Serves dist/ the way a static host does: gzip for text, 404.html for unknown
// paths, directory indexes, long caching for hashed assets.
// Alone: node scripts/static-server.mjs <dir> <port>   (the e2e tests' second build)
import { createServer } from "node:http";
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".woff2": "font/woff2",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".xml", ".txt", ".svg"]);

function resolveFile(root, urlPath) {
  const safe = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  for (const candidate of [join(root, safe), join(root, safe, "index.html"), join(root, `${safe}.html`)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Starts the server on a loopback port (a free one by default) and resolves with its origin and a close(). */
export function serveStatic(root, port = 0) {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    const file = resolveFile(root, pathname);
    const path = file ?? join(root, "404.html");
    const type = extname(path);
    let body = readFileSync(path);
    const headers = { "Content-Type": TYPES[type] ?? "application/octet-stream" };
    if (pathname.startsWith("/_astro/")) headers["Cache-Control"] = "public, max-age=31536000, immutable";
    if (COMPRESSIBLE.has(type) && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
      body = gzipSync(body, { level: 9 });
      headers["Content-Encoding"] = "gzip";
    }
    response.writeHead(file ? 200 : 404, headers).end(body);
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const { port } = server.address();
      resolve({ origin: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [root = "dist", port = "0"] = process.argv.slice(2);
  const { origin } = await serveStatic(resolve(root), Number(port));
  console.log(`static server: ${root} at ${origin}`);
}
