import { createHash } from "node:crypto";
import { transformSync } from "esbuild";

/** `part(...args)` as source: each part is self-contained, as it is inlined as its own text. */
export const call = <A extends unknown[]>(part: (...args: A) => void, ...args: A) =>
  `(${part})(${args.map((arg) => JSON.stringify(arg)).join(", ")});`;

/** Minified source for an inline `<script>`, and the CSP hash of exactly that text. */
export function inlineScript(calls: string[]) {
  const { code } = transformSync(calls.join("\n"), { minify: true });
  return { code, hash: `sha256-${createHash("sha256").update(code).digest("base64")}` as const };
}
