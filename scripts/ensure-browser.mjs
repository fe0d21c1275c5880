// Makes sure `npm test` has its browsers and tools, and says in one line each what it did:
// Chromium for the Playwright suite, with the fonts a desktop has; Firefox ESR and WebKitGTK
// for the journeys in tests/engines; openssl, which the sample pack's checks by hand run. As
// root on Debian it installs what is missing with apt; elsewhere a missing Chromium comes from
// Playwright, and a missing Firefox or WebKit is reported loudly (the engines' run then skips
// it, and fails under CI, which must never skip one).
import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath, HEADLESS_SHELL } from "./chromium.mjs";

const canApt = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
let aptUpdated = false;

function aptInstall(packages) {
  console.log(`browser: running as root, so installing Debian's ${packages.join(", ")} with apt-get`);
  if (!aptUpdated) execSync("apt-get update -qq", { stdio: ["ignore", "ignore", "inherit"] });
  aptUpdated = true;
  execSync(
    `DEBIAN_FRONTEND=noninteractive DEBCONF_NOWARNINGS=yes apt-get install -y -qq --no-install-recommends ${packages.join(" ")}`,
    {
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
}

// Older ESRs lack BiDi commands puppeteer-core sends (emulation.setScreenOrientationOverride in 140).
const FIREFOX_ESR_MIN = 153;
const firefoxMajor = () =>
  Number(
    /Firefox (\d+)/.exec(spawnSync("/usr/bin/firefox-esr", ["--version"], { encoding: "utf8" }).stdout ?? "")?.[1] ?? 0,
  );

const hasWebKitWindow = () =>
  spawnSync("/usr/bin/python3", ["-c", "import gi; gi.require_version('WebKit2', '4.1')"]).status === 0;

const engines = [
  {
    name: "Chromium",
    present: () => chromiumPath() !== undefined,
    packages: ["chromium"],
    fallback: () => {
      execSync("npx playwright install chromium", { stdio: ["ignore", "ignore", "inherit"] });
      return "installed Playwright's own Chromium";
    },
  },
  {
    // Beside Debian's Chromium, its headless shell runs the Playwright suite at a fraction of the
    // CPU (CONTRIBUTING.md, "Testing"); Playwright's own Chromium brings its own.
    name: "Chromium's headless shell",
    present: () => existsSync(HEADLESS_SHELL) || chromiumPath() === undefined || !!process.env.CHROMIUM_PATH,
    packages: ["chromium-headless-shell"],
    whenMissing: "the suite drives the full Chromium, and takes longer",
  },
  {
    // The headline's metric-matched fallback is local("Arial") (Astro's fonts API); without Arial
    // or its metric twin the page falls back to a wider face, and the font's swap shifts it.
    name: "Liberation fonts (Arial's metrics)",
    present: () =>
      process.platform !== "linux" ||
      /Arial|Liberation/.test(execSync("fc-match -f '%{family}' Arial 2>/dev/null || true").toString()),
    whenMissing: "the font-swap layout-shift check may fail",
    packages: ["fonts-liberation"],
  },
  {
    name: `Firefox ESR ${FIREFOX_ESR_MIN} or later`,
    present: () => firefoxMajor() >= FIREFOX_ESR_MIN,
    packages: ["firefox-esr"],
    whenMissing: `found ${firefoxMajor() || "none"}; as root: apt-get update && apt-get install firefox-esr; its journeys will be skipped`,
  },
  {
    // A minimal image (debian:bookworm, CI's) has none; the sample pack's by-hand steps run it (sample-pack.spec.ts).
    name: "openssl",
    present: () => spawnSync("openssl", ["version"]).status === 0,
    packages: ["openssl"],
    whenMissing: "the sample pack's openssl steps will fail",
  },
  {
    name: "WebKitGTK",
    present: () =>
      ["/usr/bin/WebKitWebDriver", "/usr/bin/xvfb-run", "/usr/bin/xauth"].every(existsSync) && hasWebKitWindow(),
    packages: ["webkit2gtk-driver", "xvfb", "xauth", "python3-gi", "gir1.2-webkit2-4.1"],
  },
];

for (const engine of engines) {
  if (engine.present()) console.log(`browser: ${engine.name} is here`);
  else if (canApt) {
    aptInstall(engine.packages);
    console.log(
      engine.present()
        ? `browser: installed Debian's ${engine.packages.join(", ")} for ${engine.name} with apt-get`
        : `browser: !!! apt-get installed ${engine.packages.join(", ")}, and ${engine.name} is still missing; ${engine.whenMissing ?? "its journeys will be skipped"}`,
    );
  } else if (engine.fallback) console.log(`browser: ${engine.fallback()}`);
  else
    console.log(
      `browser: !!! ${engine.name} is missing and cannot be installed here (needs root and apt: ${engine.packages.join(" ")}); ${engine.whenMissing ?? "its journeys will be skipped"}`,
    );
}
