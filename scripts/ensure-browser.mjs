// Makes sure `npm test` has a Chromium to drive, and says in one line which one.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath } from "./chromium.mjs";

function run(command) {
  execSync(command, { stdio: ["ignore", "ignore", "inherit"] });
}

const found = chromiumPath();
if (found) {
  console.log(`browser: using ${found}`);
} else if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
  run("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium");
  console.log("browser: installed Debian's chromium with apt-get");
} else {
  run("npx playwright install chromium");
  console.log("browser: installed Playwright's own Chromium");
}
