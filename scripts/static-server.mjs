// Serves dist/ the way the static host does: vercel.json's headers (a Content-Type there wins
// over the file's extension) and trailing-slash rule, gzip for text, 404.html for unknown
// paths, directory indexes.
// Alone: node scripts/static-server.mjs <dir> <port>   (the e2e tests serve their builds so)
import { createServer } from "node:http";
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { hostHeadersFor, trailingSlashRedirect } from "./host-rules.mjs";

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
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, "");
  for (const candidate of [join(root, safe), join(root, safe, "index.html"), join(root, `${safe}.html`)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function handle(root, request, response, gone) {
  const { pathname, search } = new URL(request.url ?? "/", "http://localhost");
  if (gone?.test(pathname)) return response.writeHead(404).end();
  const redirect = trailingSlashRedirect(pathname);
  if (redirect) return response.writeHead(308, { Location: redirect + search }).end();

  const file = resolveFile(root, pathname);
  const path = file ?? join(root, "404.html");
  const type = extname(path);
  let body = readFileSync(path);
  const headers = { "Content-Type": TYPES[type] ?? "application/octet-stream", ...hostHeadersFor(pathname) };
  if (COMPRESSIBLE.has(type) && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
    body = gzipSync(body, { level: 9 });
    headers["Content-Encoding"] = "gzip";
  }
  response.writeHead(file ? 200 : 404, headers).end(body);
}

/**
 * Starts the server on loopback (a free port unless one is given) and resolves with its origin and a close().
 * `gone` answers 404 for the paths it matches, as a host does for a previous deploy's files.
 */
export function serveStatic(root, port = 0, { gone } = {}) {
  const server = createServer((request, response) => handle(root, request, response, gone));
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      resolve({ origin: `http://127.0.0.1:${address.port}`, close: () => new Promise((done) => server.close(done)) });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [root = "dist", port = "0"] = process.argv.slice(2);
  const { origin } = await serveStatic(resolve(root), Number(port));
  console.log(`static server: ${root} at ${origin}`);
}
