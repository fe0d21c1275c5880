// A stand-in for the waitlist service, for local runs and the e2e tests: it takes
// the card's form-encoded POST on loopback only, appends each sign-up to a JSON
// Lines file under the git-ignored .waitlist-data/ and prints it. It answers CORS for
// the site's origins, so the card's `cors` mode works against it as well as `no-cors`.
// A sign-up it already has (the same id, or the same details the same day) is answered as
// stored and not stored again.
// Usage: node scripts/waitlist-collector.mjs            (serve)
//        node scripts/waitlist-collector.mjs export csv (print the sign-ups as CSV for a spreadsheet)
//   WAITLIST_PORT (0 picks a free one), WAITLIST_DATA_FILE, WAITLIST_RESET=1,
//   WAITLIST_SITE_ORIGINS (comma-separated; the first is where "Back to the site" leads),
//   WAITLIST_TEST_CONTROL=1 (tests only: POST /test/refuse email=...&status=500 makes
//   the collector refuse that email's sign-ups with that status, and POST /test/hold
//   email=...&ms=20000 makes it store them but answer that much later, and POST /test/stall
//   email=...&count=1 makes it neither store nor answer that many of them; empty ends any),
//   WAITLIST_TLS_PORT with WAITLIST_TLS_CERT and WAITLIST_TLS_KEY (files): the same collector over
//   HTTPS as well, for a build for visitors, which posts only to an https: address.
import { createHash } from "node:crypto";
import {
  appendFileSync,
  closeSync,
  existsSync,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:http";
import { createServer as createTlsServer } from "node:https";
import { dirname, resolve } from "node:path";
import { LOCAL_WAITLIST_URL, resolveSiteConfig } from "../src/config/resolveSiteConfig.ts";
import {
  cleanField,
  HONEYPOT_FIELD,
  isComplete,
  isHoneypotFilled,
  readSignup,
  SIGNUP_FIELDS,
  SIGNUP_ID_FIELD,
} from "../src/waitlist/fields.ts";
import { duplicateFinder } from "./collector/duplicates.mjs";
import { signupsCsv } from "./collector/spreadsheetCsv.mjs";

const HOST = "127.0.0.1";
const PATH = new URL(LOCAL_WAITLIST_URL).pathname;
const port = Number(process.env.WAITLIST_PORT ?? new URL(LOCAL_WAITLIST_URL).port);
const dataFile = resolve(process.env.WAITLIST_DATA_FILE ?? ".waitlist-data/signups.jsonl");
const MAX_BODY_BYTES = 16 * 1024;
// Where `astro preview` and `astro dev` serve the site by default, then the configured site.
const LOCAL_SITE_ORIGINS = ["http://localhost:4321", "http://127.0.0.1:4321"];
const siteOrigins = (
  process.env.WAITLIST_SITE_ORIGINS?.split(",") ?? [...LOCAL_SITE_ORIGINS, resolveSiteConfig(process.env).siteUrl]
).map((origin) => new URL(origin.trim()).origin);
const testControl = process.env.WAITLIST_TEST_CONTROL === "1";
/** email -> status, for the tests' "the service is down" scenes. */
const refusals = new Map();
/** email -> ms, for the tests' "the answer comes late" scenes. */
const holds = new Map();
/** email -> how many sign-ups to leave unstored and unanswered, for "the request never got through". */
const stalls = new Map();

/** The records stored so far; a line that is not one (a torn write, a stray `{}`) is skipped and named. */
function storedRecords() {
  if (!existsSync(dataFile)) return [];
  let text;
  try {
    text = readFileSync(dataFile, "utf8").replace(/^\uFEFF/, "");
  } catch (error) {
    console.error(`waitlist collector: cannot read its data file ${dataFile}: ${error.message}`);
    process.exit(1);
  }
  const records = [];
  const skipped = [];
  text.split("\n").forEach((line, index) => {
    if (line.trim() === "") return;
    const record = parseRecord(line);
    if (record) records.push(record);
    else skipped.push(index + 1);
  });
  if (skipped.length > 0)
    console.error(
      `waitlist collector: skipped line${skipped.length > 1 ? "s" : ""} ${skipped.join(", ")} of ${dataFile}: not a sign-up`,
    );
  return records;
}

function parseRecord(line) {
  try {
    const record = JSON.parse(line);
    return typeof record?.fields?.email === "string" && record.fields.email !== "" ? record : undefined;
  } catch {
    return undefined;
  }
}

if (process.argv[2] === "export") {
  if (process.argv[3] !== "csv") {
    console.error("waitlist collector: export what? Only `export csv` is known.");
    process.exit(2);
  }
  process.stdout.write(signupsCsv(storedRecords()));
  process.exit(0);
}

try {
  mkdirSync(dirname(dataFile), { recursive: true });
  if (process.env.WAITLIST_RESET === "1") writeFileSync(dataFile, "");
} catch (error) {
  console.error(`waitlist collector: cannot prepare its data file ${dataFile}: ${error.message}`);
  process.exit(1);
}
const duplicates = duplicateFinder(storedRecords());

const PAGE_STYLE =
  "body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1.25rem;line-height:1.5}";
const PAGE_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": `default-src 'none'; style-src 'sha256-${createHash("sha256").update(PAGE_STYLE).digest("base64")}'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  "Referrer-Policy": "no-referrer",
};

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The page the visitor came from if it is one of the site's, else the site's home. */
function backLink(request) {
  try {
    const referer = new URL(request.headers.referer ?? "");
    if (siteOrigins.includes(referer.origin)) return referer.href;
  } catch {
    // No referer, or not a URL.
  }
  return `${siteOrigins[0]}/`;
}

/** What a visitor without JavaScript lands on after the native POST. */
function page(request, title, message) {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${title}</title><style>${PAGE_STYLE}</style><body><h1>${title}</h1><p>${message}</p><p><a href="${escapeHtml(backLink(request))}">Back to the site</a></p></body></html>`;
}

const THANKS = [
  "You're on the waitlist!",
  "Thank you for your interest. The team will be in touch shortly about the early access program.",
];
const INCOMPLETE = ["Your request did not go through", "Please go back and fill in your name, email and organization."];
const NOT_RECORDED = [
  "Your request did not go through",
  "The waitlist could not record it just now. Please go back and try again in a moment.",
];

function corsHeaders(request) {
  const origin = request.headers.origin;
  return siteOrigins.includes(origin) ? { "Access-Control-Allow-Origin": origin, Vary: "Origin" } : { Vary: "Origin" };
}

/**
 * Every answer carries nosniff. A browser's native post (it accepts HTML) gets a
 * page to read; fetch gets the status alone (204 for a success).
 */
function answer(request, response, status, headers = {}, [title, message] = []) {
  const base = { "X-Content-Type-Options": "nosniff", ...headers };
  if (!title || !(request.headers.accept ?? "").includes("text/html"))
    return response.writeHead(status === 200 ? 204 : status, base).end();
  response.writeHead(status, { ...base, ...PAGE_HEADERS }).end(page(request, title, message));
}

/** Exactly `application/x-www-form-urlencoded`, with no parameter but a UTF-8 charset. */
function isFormEncoded(contentType) {
  const [type, ...parameters] = (contentType ?? "").split(";");
  if (type.trim().toLowerCase() !== "application/x-www-form-urlencoded") return false;
  return parameters.every((parameter) => /^\s*charset\s*=\s*"?utf-8"?\s*$/i.test(parameter));
}

function readBody(request) {
  return new Promise((resolveBody, reject) => {
    if (Number(request.headers["content-length"]) > MAX_BODY_BYTES)
      return reject(Object.assign(new Error("body too large"), { status: 413 }));
    const chunks = [];
    let size = 0;
    request.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) reject(Object.assign(new Error("body too large"), { status: 413 }));
      else chunks.push(chunk);
    });
    request.on("end", () => resolveBody(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
    request.on("close", () => request.complete || reject(new Error("the client went away mid-body")));
  });
}

/**
 * One JSON Lines record. JSON.stringify leaves U+2028, U+2029 and U+0085 raw, and
 * many line readers split on them; escaped, one sign-up stays one line.
 */
function jsonLine(record) {
  return JSON.stringify(record).replace(
    /[\u2028\u2029\u0085]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/**
 * Appends one record, on a line of its own even where the file ends mid-line: a write cut short
 * by a full disk or a crash, before or while this collector runs. So a 2xx means a readable line.
 */
function appendRecord(line) {
  const fd = openSync(dataFile, "a+");
  try {
    const { size } = fstatSync(fd);
    const last = Buffer.alloc(1);
    const torn = size > 0 && readSync(fd, last, 0, 1, size - 1) === 1 && last[0] !== 0x0a;
    appendFileSync(fd, `${torn ? "\n" : ""}${line}\n`);
  } finally {
    closeSync(fd);
  }
}

/** The request target's path; undefined for one no URL parser accepts (`http://[`, `http://a:99999/`). */
function targetPath(target) {
  try {
    return new URL(target ?? "/", `http://${HOST}`).pathname;
  } catch {
    return undefined;
  }
}

async function handle(request, response) {
  const path = targetPath(request.url);
  if (path === undefined) return answer(request, response, 400);
  if (request.method === "GET" && path === "/health")
    return response.writeHead(200, { "X-Content-Type-Options": "nosniff" }).end("ok");
  if (testControl && request.method === "POST" && path === "/test/refuse")
    return control(request, response, refusals, "status");
  if (testControl && request.method === "POST" && path === "/test/hold") return control(request, response, holds, "ms");
  if (testControl && request.method === "POST" && path === "/test/stall")
    return control(request, response, stalls, "count");
  if (path !== PATH) return answer(request, response, 404);
  const cors = corsHeaders(request);
  if (request.method === "OPTIONS") {
    return answer(request, response, 204, {
      ...cors,
      "Access-Control-Allow-Methods": "POST",
      "Access-Control-Allow-Headers": "Content-Type",
      "Access-Control-Max-Age": "600",
    });
  }
  if (request.method !== "POST") return answer(request, response, 405, { ...cors, Allow: "POST, OPTIONS" });
  if (!isFormEncoded(request.headers["content-type"])) return answer(request, response, 415, cors);

  let body;
  try {
    body = await readBody(request);
  } catch (error) {
    return answer(request, response, error.status ?? 400, { ...cors, Connection: "close" });
  }
  const form = new URLSearchParams(body);
  if (isHoneypotFilled(form)) {
    console.log("waitlist: ignored a sign-up with the honeypot filled");
    return answer(request, response, 200, cors, THANKS);
  }
  const signup = readSignup(form);
  if (!isComplete(signup)) return answer(request, response, 400, cors, INCOMPLETE);
  const stalled = stalls.get(signup.email);
  if (stalled) {
    if (stalled > 1) stalls.set(signup.email, stalled - 1);
    else stalls.delete(signup.email);
    console.log(`waitlist: left a sign-up of ${signup.email} unstored and unanswered, as the test asked`);
    setTimeout(() => request.socket.destroy(), 60_000).unref();
    return;
  }
  const refusal = refusals.get(signup.email);
  if (refusal) {
    console.log(`waitlist: refused ${signup.email} with ${refusal}, as the test asked`);
    return answer(request, response, refusal, cors, NOT_RECORDED);
  }

  const id = cleanField(form.get(SIGNUP_ID_FIELD) ?? "").slice(0, 64) || undefined;
  const again = duplicates.duplicateOf(id, signup);
  if (again) {
    console.log(`waitlist: ${signup.email} is stored already (${again}); not stored again`);
    return answer(request, response, 200, cors, THANKS);
  }
  // The three fields as cleaned, plus anything else that came (the tests check that
  // the card sends nothing more); the empty honeypot of a native post is left out.
  const known = [...SIGNUP_FIELDS, HONEYPOT_FIELD, SIGNUP_ID_FIELD];
  const others = [...new Set(form.keys())].filter((key) => !known.includes(key));
  const record = {
    receivedAt: new Date().toISOString(),
    ...(id && { id }),
    fields: { ...signup, ...Object.fromEntries(others.map((key) => [key, form.get(key)])) },
  };
  const line = jsonLine(record);
  try {
    appendRecord(line);
  } catch (error) {
    console.error(`waitlist: could not write ${dataFile} (${error.message}); the sign-up, so it is not lost: ${line}`);
    return answer(request, response, 500, cors, NOT_RECORDED);
  }
  duplicates.remember(record);
  console.log(`waitlist: ${line}`);
  const hold = holds.get(signup.email);
  if (hold) await new Promise((resolve) => setTimeout(resolve, hold));
  answer(request, response, 200, cors, THANKS);
}

/** The tests' controls: `email=...&<setting>=<number>` sets one for that email; an empty number ends it. */
async function control(request, response, settings, setting) {
  const form = new URLSearchParams(await readBody(request));
  const email = form.get("email") ?? "";
  const value = Number(form.get(setting));
  if (value) settings.set(email, value);
  else settings.delete(email);
  response.writeHead(204).end();
}

function onRequest(request, response) {
  handle(request, response).catch((error) => {
    // Whatever went wrong, this request gets an answer and the collector stays up.
    console.error(`waitlist collector: ${error?.stack ?? error}`);
    if (response.headersSent) response.destroy();
    else response.writeHead(500, { "X-Content-Type-Options": "nosniff" }).end();
  });
}

const listeners = [{ scheme: "http", server: createServer(onRequest), port }];
if (process.env.WAITLIST_TLS_PORT) {
  const tls = { cert: readFileSync(process.env.WAITLIST_TLS_CERT), key: readFileSync(process.env.WAITLIST_TLS_KEY) };
  listeners.push({
    scheme: "https",
    server: createTlsServer(tls, onRequest),
    port: Number(process.env.WAITLIST_TLS_PORT),
  });
}
for (const { scheme, server, port: listenPort } of listeners) {
  server.on("error", (error) => {
    console.error(`waitlist collector: ${error.message}`);
    process.exit(1);
  });
  server.listen(listenPort, HOST, () => {
    console.log(`waitlist collector: POST ${scheme}://${HOST}:${server.address().port}${PATH} -> ${dataFile}`);
  });
}
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    for (const { server } of listeners) server.close();
    process.exit(0);
  });
