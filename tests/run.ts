// `npm test`: every check in two stages of lanes run side by side (CONTRIBUTING.md, "Testing"), stopping after a failed stage.
import { spawn } from "node:child_process";

type Command = { name: string; args: string[] };

// npm puts the project's binaries (and its own Node) first on the PATH.
const bin = (...args: string[]): Command => ({ name: args.join(" "), args });
const node = (...args: string[]) => bin("node", ...args);

const STAGES: { live?: Command[]; quiet: Command[][] }[] = [
  {
    quiet: [
      [bin("astro", "check")],
      // The build rewrites .astro/'s types, which the type check reads in its first seconds: it starts after Vitest.
      [
        node("scripts/ensure-browser.mjs"),
        bin("vitest", "run", "--config", "tests/vitest.config.ts"),
        node("tests/engines/run.ts", "build"),
      ],
    ],
  },
  {
    live: [bin("playwright", "test", "--config", "tests/playwright.config.ts")],
    quiet: [[node("tests/engines/run.ts", "journeys")]],
  },
];

function run({ args: [command, ...args] }: Command, live: boolean) {
  return new Promise<{ ok: boolean; output: string }>((resolve) => {
    const child = spawn(command, args, { stdio: live ? "inherit" : ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk));
    child.on("error", (error) => resolve({ ok: false, output: String(error) }));
    child.on("close", (code) => resolve({ ok: code === 0, output }));
  });
}

async function inTurn(commands: Command[], live: boolean) {
  for (const command of commands) {
    const started = Date.now();
    const { ok, output } = await run(command, live);
    const took = `${Math.round((Date.now() - started) / 1000)} s`;
    if (!live) process.stdout.write(`\n── ${command.name} (${took}) ──\n${output}`);
    if (!ok) return [command.name];
  }
  return [];
}

const started = Date.now();
for (const { live = [], quiet } of STAGES) {
  const failed = (
    await Promise.all([...live.map((command) => inTurn([command], true)), ...quiet.map((lane) => inTurn(lane, false))])
  ).flat();
  if (failed.length > 0) {
    console.error(`\nnpm test: failed: ${failed.join(", ")}`);
    process.exit(1);
  }
}
console.log(`\nnpm test: all passed in ${Math.round((Date.now() - started) / 1000)} s`);
