// A stand-in for the waitlist service, for local runs and the e2e tests: it takes
// the card's form-encoded POST on loopback only, appends each sign-up to a JSON
// Lines file under the git-ignored .waitlist-data/ and prints it.
// Usage: node scripts/waitlist-collector.mjs   (WAITLIST_PORT, WAITLIST_DATA_FILE, WAITLIST_RESET=1)
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, resolve } from "node:path";
import { LOCAL_WAITLIST_URL } from "../src/config/resolveSiteConfig.ts";

const HOST = "127.0.0.1";
const PATH = new URL(LOCAL_WAITLIST_URL).pathname;
const port = Number(process.env.WAITLIST_PORT ?? new URL(LOCAL_WAITLIST_URL).port);
const dataFile = resolve(process.env.WAITLIST_DATA_FILE ?? ".waitlist-data/signups.jsonl");
const MAX_BODY_BYTES = 16 * 1024;
// Must match HONEYPOT_FIELD in src/lib/waitlist/signup.ts: a native (no-JS) post carries it.
const HONEYPOT = "website";

mkdirSync(dirname(dataFile), { recursive: true });
if (process.env.WAITLIST_RESET === "1") writeFileSync(dataFile, "");

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What a visitor without JavaScript lands on after the native POST. */
function thankYouPage(referer) {
  const back = /^https?:\/\//.test(referer ?? "") ? `<p><a href="${escapeHtml(referer)}">Back to the site</a></p>` : "";
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>You're on the waitlist!</title><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1.25rem"><h1>You're on the waitlist!</h1><p>Thank you for your interest. The team will be in touch shortly about the early access program.</p>${back}</body></html>`;
}

function readBody(request) {
  return new Promise((resolveBody, reject) => {
    const chunks = [];
    let size = 0;
    request.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) reject(Object.assign(new Error("body too large"), { status: 413 }));
      else chunks.push(chunk);
    });
    request.on("end", () => resolveBody(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? "/", `http://${HOST}`);
  if (request.method === "GET" && url.pathname === "/health") return response.writeHead(200).end("ok");
  if (url.pathname !== PATH) return response.writeHead(404).end();
  if (request.method !== "POST") return response.writeHead(405, { Allow: "POST" }).end();
  if (!(request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded")) {
    return response.writeHead(415).end();
  }

  let body;
  try {
    body = await readBody(request);
  } catch (error) {
    return response.writeHead(error.status ?? 400).end();
  }
  const fields = Object.fromEntries(new URLSearchParams(body));
  if (fields[HONEYPOT]) {
    console.log(`waitlist: ignored a sign-up with the honeypot filled`);
  } else {
    // Stored as received (a native post also carries the empty honeypot), so tests
    // can check exactly which fields the card sent.
    const line = JSON.stringify({ receivedAt: new Date().toISOString(), fields });
    appendFileSync(dataFile, `${line}\n`);
    console.log(`waitlist: ${line}`);
  }

  if ((request.headers.accept ?? "").includes("text/html")) {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(thankYouPage(request.headers.referer));
  } else {
    response.writeHead(204).end();
  }
});

server.on("error", (error) => {
  console.error(`waitlist collector: ${error.message}`);
  process.exit(1);
});
server.listen(port, HOST, () => {
  console.log(`waitlist collector: POST http://${HOST}:${port}${PATH} -> ${dataFile}`);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
