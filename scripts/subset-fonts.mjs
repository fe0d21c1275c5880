// Cuts the web font down to what the site uses, into src/assets/fonts/, which
// astro.config.mjs serves. The first Sans file swaps in soon after the first paint,
// so every kilobyte is time on a phone: Fontsource's 45.7 KB Latin Plex Sans
// becomes a 17 KB file for English text (weights 400-600 only, the variable axis kept)
// and a 14 KB one for the rest of Latin, fetched only where used.
// Needs fontTools (Debian: `apt-get install fonttools python3-brotli`); run it after
// upgrading the font packages or adding a weight: `npm run subset-fonts`.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { FONT_FILES, SANS_EXTENDED_RANGES, SANS_RANGES, SANS_WEIGHTS } from "../src/config/fontSubsets.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "fonts-"));
const fontTools = (...args) => execFileSync("fonttools", args, { stdio: "inherit" });

try {
  const sansInstance = join(work, "sans.ttf");
  fontTools(
    "varLib.instancer",
    join(root, "node_modules/@fontsource-variable/ibm-plex-sans/files/ibm-plex-sans-latin-wght-normal.woff2"),
    `wght=${SANS_WEIGHTS.replace(" ", ":")}`,
    "-o",
    sansInstance,
  );
  const subset = (source, ranges, output) =>
    fontTools(
      "subset",
      source,
      `--unicodes=${ranges}`,
      // Kerning, ligatures and the tabular figures the statistics count in.
      "--layout-features=kern,liga,calt,tnum,case,ccmp,locl,mark,mkmk",
      "--flavor=woff2",
      `--output-file=${join(root, output)}`,
    );
  subset(sansInstance, SANS_RANGES, FONT_FILES.sans);
  subset(sansInstance, SANS_EXTENDED_RANGES, FONT_FILES.sansExtended);
  console.log(`wrote ${Object.values(FONT_FILES).join(", ")}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
