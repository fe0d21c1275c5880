// Plex SemiBold against Arial Bold, relative to Regular against Regular (capsize's weighting, measured in Chromium).
const SEMIBOLD_SIZE_ADJUST_RATIO = 97.2619 / 101.0805;
// Linux and ChromeOS have Arial's metric twins, not Arial: the same overrides fit them.
const ARIAL_OR_METRIC_TWINS = ["Arial", "Liberation Sans", "Arimo"];
const sources = (suffix: string) => `src:${ARIAL_OR_METRIC_TWINS.map((name) => `local("${name}${suffix}")`).join()}`;
const percent = (value: number) => `${value.toFixed(4)}%`;

/**
 * <Font>'s one Arial fallback spans weights 400-600, so semibold text falls back to Arial Regular, and the swap
 * re-breaks its lines. Splits it: Regular for 400-500, Arial Bold with its own overrides for 600.
 */
export function metricMatchedFallbacks(face: string): string {
  const value = (name: string) => Number(face.match(new RegExp(`${name}:([\\d.]+)%`))?.[1]);
  const sizeAdjust = value("size-adjust") * SEMIBOLD_SIZE_ADJUST_RATIO;
  // The overrides are the brand face's ascent and descent over size-adjust: the same product in both faces.
  const scaled = (name: string) => `${name}:${percent((value(name) * value("size-adjust")) / sizeAdjust)}`;
  const regular = face.replace(/font-weight:[^;}]+/, "font-weight:400 500").replace(/src:[^;}]+/, sources(""));
  const bold = regular
    .replace("font-weight:400 500", "font-weight:600")
    .replace(/src:[^;}]+/, sources(" Bold"))
    .replace(/size-adjust:[^;}]+/, `size-adjust:${percent(sizeAdjust)}`)
    .replace(/ascent-override:[^;}]+/, scaled("ascent-override"))
    .replace(/descent-override:[^;}]+/, scaled("descent-override"));
  return regular + bold;
}
