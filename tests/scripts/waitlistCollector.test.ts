// @vitest-environment node
// The local collector as a process: every crafted request from issue 10 gets a status
// and leaves it answering; what it stores is clean and one record per line.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SITE = "https://site.example";
const FORM = "application/x-www-form-urlencoded";

interface Collector {
  base: string;
  port: number;
  dataFile: string;
  stderr: () => string;
  stdout: () => string;
  child: ChildProcess;
}

let dir: string;
let collector: Collector;

/** `node`: options for Node before the script (a module to preload); `env`: more of the collector's environment. */
function startCollector(
  dataFile: string,
  { node = [], env = {} }: { node?: string[]; env?: Record<string, string> } = {},
): Promise<Collector> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...node, "scripts/waitlist-collector.mjs"], {
      cwd: ROOT,
      env: {
        ...process.env,
        WAITLIST_PORT: "0",
        WAITLIST_DATA_FILE: dataFile,
        WAITLIST_SITE_ORIGINS: `${SITE},http://localhost:4321`,
        ...env,
      },
    });
    let stdout = "";
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
      const port = /POST http:\/\/127\.0\.0\.1:(\d+)\/waitlist/.exec(stdout)?.[1];
      if (port)
        resolve({
          base: `http://127.0.0.1:${port}`,
          port: Number(port),
          dataFile,
          stderr: () => stderr,
          stdout: () => stdout,
          child,
        });
    });
    child.on("exit", (code) => reject(new Error(`collector exited with ${code}: ${stderr}`)));
  });
}

/** Bytes straight onto the socket, for request targets no HTTP client would send. Resolves with the status. */
function rawRequest(port: number, head: string, body = ""): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      if (status) resolve(Number(status));
      else reject(new Error(`no status for ${JSON.stringify(head)}: ${JSON.stringify(answer)}`));
    });
    socket.end(
      `${head}\r\nHost: x\r\nContent-Type: ${FORM}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

function post(body: string, headers: Record<string, string> = {}) {
  return fetch(`${collector.base}/waitlist`, { method: "POST", headers: { "Content-Type": FORM, ...headers }, body });
}

function stored(): { id?: string; fields: Record<string, string> }[] {
  return readFileSync(collector.dataFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

const storedFor = (email: string) =>
  stored()
    .filter((record) => record.fields.email === email)
    .map((record) => record.fields);

async function expectAlive() {
  const health = await fetch(`${collector.base}/health`);
  expect(health.status).toBe(200);
  expect(await health.text()).toBe("ok");
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "bioattest-collector-"));
  collector = await startCollector(join(dir, "signups.jsonl"));
});

afterAll(() => {
  collector.child.kill("SIGTERM");
  rmSync(dir, { recursive: true, force: true });
});

describe("the local waitlist collector", () => {
  it("answers every crafted request target with a status and stays up", async () => {
    const targets = [
      "http://[",
      "http://%/waitlist",
      "http://a:99999/waitlist",
      "http://[::1/waitlist",
      "http://[fe80::1%eth0]/waitlist",
      "http://:80/waitlist",
      "http://a%00b/waitlist",
      "https://xn--/waitlist",
      "//[/waitlist",
      "//%/waitlist",
      "*",
      "http://127.0.0.1/waitlist?%",
    ];
    for (const target of targets) {
      const status = await rawRequest(collector.port, `POST ${target} HTTP/1.1`, "name=a&email=b%40c.d&company=e");
      expect(status, target).toBeGreaterThanOrEqual(200);
      expect(status, target).toBeLessThan(500);
      await expectAlive();
    }
  });

  it("stores what a native post sends cleaned of whitespace and invisible characters, and refuses one left empty", async () => {
    const email = "native@example.com";
    expect(
      (await post(`name=${encodeURIComponent("  \u200bHedy\ufeff ")}&email=${email}&company=MGM%E2%80%8D&website=`))
        .status,
    ).toBe(204);
    expect(storedFor(email)).toEqual([{ name: "Hedy", email, company: "MGM" }]);

    for (const blank of ["\u200b", "\u200d\u200c", "\ufeff", " \u3164 "]) {
      const response = await post(`name=${encodeURIComponent(blank)}&email=blank@example.com&company=Co`);
      expect(response.status, JSON.stringify(blank)).toBe(400);
    }
    expect((await post("email=missing@example.com")).status).toBe(400);
    expect(storedFor("blank@example.com")).toEqual([]);
  });

  it("treats any value of the honeypot anywhere in the body as a bot", async () => {
    for (const body of [
      "website=x&website=",
      "website=&website=x",
      "name=a&website=&email=bot@example.com&company=c&website=http%3A%2F%2Fspam",
    ]) {
      const response = await post(`name=Bot&email=bot@example.com&company=Bots&${body}`);
      expect(response.status, body).toBe(204);
    }
    expect(storedFor("bot@example.com")).toEqual([]);
  });

  it("takes exactly application/x-www-form-urlencoded, in UTF-8", async () => {
    const body = "name=a&email=type@example.com&company=c";
    for (const type of [
      `${FORM}EVIL`,
      "text/plain",
      `${FORM}x; charset=utf-8`,
      `${FORM}; charset=iso-8859-1`,
      `multipart/form-data; x=${FORM}`,
      "",
    ]) {
      expect((await post(body, { "Content-Type": type })).status, type).toBe(415);
    }
    expect((await post(body, { "Content-Type": `${FORM.toUpperCase()}; Charset="UTF-8"` })).status).toBe(204);
    expect(storedFor("type@example.com")).toHaveLength(1);
  });

  it("escapes U+2028, U+2029 and U+0085, so one sign-up stays one line for any line reader", async () => {
    const email = "lines@example.com";
    const name = "Line\u2028Sep\u2029Para\u0085Next\nNew\rReturn";
    expect((await post(new URLSearchParams({ name, email, company: "\u2028Co\u0085x" }).toString())).status).toBe(204);
    const text = readFileSync(collector.dataFile, "utf8");
    expect(text).not.toMatch(/[\u2028\u2029\u0085\r]/);
    // Python's str.splitlines() and the like split on all of these.
    // eslint-disable-next-line no-control-regex -- the file separators are exactly what is tested
    const lines = text.split(/\r\n|[\n\r\v\f\x1c-\x1e\u0085\u2028\u2029]/).filter(Boolean);
    expect(lines).toHaveLength(stored().length);
    // Controls (the line feed, the return and U+0085 among them) are cleaned into spaces; the separators stay, escaped.
    expect(storedFor(email)).toEqual([{ name: "Line\u2028Sep\u2029Para Next New Return", email, company: "Co x" }]);
  });

  it("refuses bodies that are too large or cut off, and stays up", async () => {
    expect((await post(`name=${"x".repeat(20_000)}&email=big@example.com&company=c`)).status).toBe(413);
    await new Promise<void>((resolve) => {
      const socket = connect(collector.port, "127.0.0.1", () => {
        socket.write(
          `POST /waitlist HTTP/1.1\r\nHost: x\r\nContent-Type: ${FORM}\r\nContent-Length: 500\r\n\r\nname=half`,
        );
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on("close", () => resolve());
      socket.on("error", () => resolve());
    });
    await expectAlive();
  });

  it("links back only to the site's own origin, and sends its page with nosniff and a strict CSP", async () => {
    const page = async (referer: string) => {
      const response = await post("name=a&email=page@example.com&company=c", { Accept: "text/html", Referer: referer });
      expect(response.status).toBe(200);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
      return /<a href="([^"]*)"/.exec(await response.text())?.[1];
    };
    expect(await page("https://evil.example/")).toBe(`${SITE}/`);
    expect(await page("javascript:alert(1)")).toBe(`${SITE}/`);
    expect(await page(`${SITE}/privacy`)).toBe(`${SITE}/privacy`);
    expect(await page("http://localhost:4321/")).toBe("http://localhost:4321/");
  });

  it("answers CORS for the site's origins only", async () => {
    const allowed = await post("name=a&email=cors@example.com&company=c", { Origin: SITE });
    expect(allowed.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(allowed.headers.get("x-content-type-options")).toBe("nosniff");
    const other = await post("name=a&email=cors@example.com&company=c", { Origin: "https://evil.example" });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await fetch(`${collector.base}/waitlist`, { method: "OPTIONS", headers: { Origin: SITE } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
    const refused = await post("name=a&email=b", { Origin: SITE });
    expect(refused.status).toBe(400);
    // A cors-mode card can read the status of a failure too.
    expect(refused.headers.get("access-control-allow-origin")).toBe(SITE);
  });

  it("answers 500 when it cannot write, logs the sign-up to stderr so it is not lost, and recovers", async () => {
    rmSync(collector.dataFile);
    mkdirSync(collector.dataFile);
    try {
      const response = await post("name=Lost+Not&email=unwritable@example.com&company=Co", { Origin: SITE });
      expect(response.status).toBe(500);
      expect(response.headers.get("access-control-allow-origin")).toBe(SITE);
      await expect
        .poll(() => collector.stderr())
        .toMatch(/could not write .*"name":"Lost Not","email":"unwritable@example\.com","company":"Co"/);
      await expectAlive();
    } finally {
      rmSync(collector.dataFile, { recursive: true });
      writeFileSync(collector.dataFile, "");
    }
    expect((await post("name=a&email=after@example.com&company=c")).status).toBe(204);
    expect(storedFor("after@example.com")).toHaveLength(1);
  });

  it("keeps 500 concurrent sign-ups as 500 intact lines", async () => {
    const emails = Array.from({ length: 500 }, (_, n) => `crowd-${n}@example.com`);
    const statuses = await Promise.all(
      emails.map((email, n) =>
        post(
          new URLSearchParams({ name: `Person\u2028${n}`, email, company: `Co-${"x".repeat(n % 150)}` }).toString(),
        ).then((r) => r.status),
      ),
    );
    expect(statuses.every((status) => status === 204)).toBe(true);
    const records = stored().filter((record) => record.fields.email.startsWith("crowd-"));
    expect(records).toHaveLength(500);
    expect(new Set(records.map((record) => record.fields.email))).toEqual(new Set(emails));
    for (const { fields } of records) {
      const n = Number(/crowd-(\d+)@/.exec(fields.email)![1]);
      expect(fields).toEqual({ name: `Person\u2028${n}`, email: fields.email, company: `Co-${"x".repeat(n % 150)}` });
    }
    await expectAlive();
  }, 30_000);

  it("stores a sign-up once however often its id comes, and the same details once a day, saying so", async () => {
    const again = (body: string) => post(body).then((response) => response.status);
    const tried = "name=Grace&email=retried%40example.com&company=Navy&signup_id=m1abc-xyz";
    expect([await again(tried), await again(tried)]).toEqual([204, 204]);
    expect(stored().filter((record) => record.id === "m1abc-xyz")).toHaveLength(1);
    expect(storedFor("retried@example.com")).toEqual([
      { name: "Grace", email: "retried@example.com", company: "Navy" },
    ]);

    // A native post carries no id: the same details the same day are the same sign-up.
    const native = "name=Grace&email=twice%40example.com&company=Navy";
    expect([await again(native), await again(native)]).toEqual([204, 204]);
    expect(storedFor("twice@example.com")).toHaveLength(1);
    expect(await again("name=Grace+H&email=twice%40example.com&company=Navy")).toBe(204);
    expect(storedFor("twice@example.com")).toHaveLength(2);
    await expect.poll(() => collector.stdout()).toMatch(/twice@example\.com is stored already/);
  });
});

describe("the collector's export and start-up", () => {
  const run = (args: string[], dataFile: string) =>
    spawnSync(process.execPath, ["scripts/waitlist-collector.mjs", ...args], {
      cwd: ROOT,
      env: { ...process.env, WAITLIST_PORT: "0", WAITLIST_DATA_FILE: dataFile },
      encoding: "utf8",
      timeout: 10_000,
    });

  it("exports CSV a spreadsheet opens as text: formulas neutralised, values otherwise as stored", () => {
    const dataFile = join(dir, "export.jsonl");
    const record = (name: string, company: string) =>
      JSON.stringify({ receivedAt: "2026-11-24T10:00:00.000Z", id: "i", fields: { name, email: "a@b.c", company } });
    writeFileSync(dataFile, `${record("=1+1", '+SUM(A1) "x"')}\n${record("Zoë -", "@cmd")}\n`);
    const { stdout, status } = run(["export", "csv"], dataFile);
    expect(status).toBe(0);
    expect(stdout.split("\r\n")).toEqual([
      '"received at","id","name","email","organization"',
      `"2026-11-24T10:00:00.000Z","i","'=1+1","a@b.c","'+SUM(A1) ""x"""`,
      `"2026-11-24T10:00:00.000Z","i","Zoë -","a@b.c","'@cmd"`,
      "",
    ]);
  });

  it("starts and exports past bad lines (a BOM, {}, null, no email, a torn last line), naming them", async () => {
    const dataFile = join(dir, "damaged.jsonl");
    const good = (email: string) =>
      JSON.stringify({ receivedAt: "2026-11-24T10:00:00.000Z", fields: { name: "N", email, company: "C" } });
    writeFileSync(dataFile, `\uFEFF${good("first@example.com")}\n{}\nnull\n{"fields":{"name":"x"}}\n{"receivedAt":"20`);
    const exported = run(["export", "csv"], dataFile);
    expect(exported.status).toBe(0);
    expect(exported.stdout).toContain("first@example.com");
    expect(exported.stdout.trim().split("\r\n")).toHaveLength(2);
    expect(exported.stderr).toMatch(/lines 2, 3, 4, 5 of .*damaged\.jsonl/);

    const restarted = await startCollector(dataFile);
    try {
      const body = "name=After&email=after-torn%40example.com&company=Co";
      const response = await fetch(`${restarted.base}/waitlist`, {
        method: "POST",
        headers: { "Content-Type": FORM },
        body,
      });
      expect(response.status).toBe(204);
      const lines = readFileSync(dataFile, "utf8").split("\n");
      expect(JSON.parse(lines.at(-2)!).fields.email).toBe("after-torn@example.com");
    } finally {
      restarted.child.kill();
    }
  });

  it("stops with one line when its data path is a folder", () => {
    const folder = join(dir, "a-folder.jsonl");
    mkdirSync(folder);
    for (const args of [[], ["export", "csv"]]) {
      const { stderr, status } = run(args, folder);
      expect(status).not.toBe(0);
      expect(stderr.trim().split("\n")).toHaveLength(1);
      expect(stderr).toContain(folder);
    }
  });

  it("stops with one line naming the folder and the reason when it cannot create its data folder", () => {
    const blocker = join(dir, "a-file");
    writeFileSync(blocker, "");
    const { stderr, status } = run([], join(blocker, "data", "signups.jsonl"));
    expect(status).not.toBe(0);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toContain(join(blocker, "data"));
    expect(stderr).toMatch(/ENOTDIR|not a directory/);
  });
});

describe("the collector on a disk that fills and frees while it runs", () => {
  it("answers 2xx only for sign-ups that export csv then reads, with no restart", async () => {
    const disk = mkdtempSync(join(tmpdir(), "bioattest-disk-"));
    const dataFile = join(disk, "signups.jsonl");
    // A 16 KB disk of the collector's own (smallDisk.mjs); the test fills and frees it with a file beside the data.
    const onDisk = await startCollector(dataFile, {
      node: ["--import", fileURLToPath(new URL("smallDisk.mjs", import.meta.url))],
      env: { SMALL_DISK_DIR: disk, SMALL_DISK_BYTES: String(16 * 1024) },
    });
    const signUp = async (email: string) =>
      (
        await fetch(`${onDisk.base}/waitlist`, {
          method: "POST",
          headers: { "Content-Type": FORM },
          body: new URLSearchParams({ name: "Disk Full", email, company: `Co ${"x".repeat(150)}` }),
        })
      ).status;
    try {
      writeFileSync(join(disk, "filler"), Buffer.alloc(8 * 1024));
      const acknowledged: string[] = [];
      let status = 204;
      for (let n = 0; status !== 500; n++) {
        expect(n, "the disk never filled").toBeLessThan(200);
        const email = `fill-${n}@example.com`;
        status = await signUp(email);
        if (status === 204) acknowledged.push(email);
      }
      expect(onDisk.stderr()).toMatch(/ENOSPC/);
      rmSync(join(disk, "filler"));
      for (const email of ["freed-1@example.com", "freed-2@example.com"]) {
        expect(await signUp(email)).toBe(204);
        acknowledged.push(email);
      }
      const exported = spawnSync(process.execPath, ["scripts/waitlist-collector.mjs", "export", "csv"], {
        cwd: ROOT,
        env: { ...process.env, WAITLIST_DATA_FILE: dataFile },
        encoding: "utf8",
      });
      expect(exported.status).toBe(0);
      expect(acknowledged.filter((email) => !exported.stdout.includes(email))).toEqual([]);
    } finally {
      onDisk.child.kill();
      rmSync(disk, { recursive: true, force: true });
    }
  });
});
