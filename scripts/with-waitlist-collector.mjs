// Runs a command (astro dev / astro preview) with the local waitlist collector beside
// it when PUBLIC_WAITLIST_URL is not set, so a fresh checkout shows the whole sign-up
// flow working. Usage: node scripts/with-waitlist-collector.mjs astro dev
import { spawn } from "node:child_process";
import { loadEnv } from "vite";
import { LOCAL_WAITLIST_URL } from "../src/config/resolveSiteConfig.ts";

const [command, ...args] = process.argv.slice(2);
const mode = args[0] === "dev" ? "development" : "production";
const publicEnv = loadEnv(mode, process.cwd(), "PUBLIC_");
const configured = publicEnv.PUBLIC_WAITLIST_URL?.trim();

const children = [];
function run(cmd, cmdArgs, env = process.env) {
  const child = spawn(cmd, cmdArgs, { stdio: "inherit", env });
  children.push(child);
  return child;
}

if (configured) {
  console.log(`waitlist: posting to PUBLIC_WAITLIST_URL (${configured}); no local collector`);
} else {
  // With the .env values too, so the collector answers CORS for PUBLIC_SITE_URL's origin.
  const collector = run(process.execPath, ["scripts/waitlist-collector.mjs"], { ...process.env, ...publicEnv });
  collector.on("exit", (code) => {
    if (code)
      console.warn(
        `waitlist: the collector stopped (is ${LOCAL_WAITLIST_URL} already taken?); sign-ups will not be recorded`,
      );
  });
}

const main = run(command, args);
main.on("exit", (code, signal) => {
  for (const child of children) if (child !== main && child.exitCode === null) child.kill("SIGTERM");
  process.exit(code ?? (signal ? 1 : 0));
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  });
}
