// Renders the hero's background: a fingerprint-like ridge field in light greys,
// its whorl off to the right so the headline sits on calm paper.
// Run by hand after changing it: `node scripts/hero-image.mjs` (writes src/assets/).
import sharp from "sharp";

const WIDTH = 2400;
const HEIGHT = 1400;
const CENTER = { x: 1760, y: 760 };

function ridge(radius) {
  const points = [];
  // Displacements grow slower than the spacing between loops, so ridges never cross.
  const primary = Math.min(45, radius * 0.12);
  const secondary = Math.min(20, radius * 0.05);
  for (let step = 0; step <= 360; step++) {
    const angle = (step / 360) * Math.PI * 2;
    const r =
      radius * (0.9 + 0.1 * Math.cos(2 * angle)) +
      primary * Math.sin(3 * angle + radius / 200) +
      secondary * Math.sin(5 * angle - radius / 120);
    points.push([CENTER.x + Math.cos(angle) * r * 1.15, CENTER.y + Math.sin(angle) * r * 0.8]);
  }
  return `M${points.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join("L")}Z`;
}

const paths = [];
for (let radius = 26; radius < 1900; radius += 15) {
  const opacity = Math.max(0.12, 0.75 - radius / 2600);
  paths.push(`<path d="${ridge(radius)}" stroke-opacity="${opacity.toFixed(3)}"/>`);
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
  <linearGradient id="fade" x1="0" x2="1" y1="0" y2="0">
    <stop offset="0" stop-color="#fff" stop-opacity="1"/>
    <stop offset="0.38" stop-color="#fff" stop-opacity="0.92"/>
    <stop offset="0.62" stop-color="#fff" stop-opacity="0"/>
  </linearGradient>
</defs>
<rect width="100%" height="100%" fill="#fafaf9"/>
<g fill="none" stroke="#71717a" stroke-width="1.3">${paths.join("")}</g>
<circle cx="${CENTER.x}" cy="${CENTER.y}" r="7" fill="#0b6e4f"/>
<rect width="100%" height="100%" fill="url(#fade)"/>
</svg>`;

await sharp(Buffer.from(svg))
  .png({ compressionLevel: 9 })
  .toFile(new URL("../src/assets/hero-ridges.png", import.meta.url).pathname);
console.log("wrote src/assets/hero-ridges.png");
