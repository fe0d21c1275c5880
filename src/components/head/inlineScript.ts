import { createHash } from "node:crypto";
import { transformSync } from "esbuild";

/** `part(...args)` as source: each part is self-contained, as it is inlined as its own text. */
export const call = <A extends unknown[]>(part: (...args: A) => void, ...args: A) =>
  `(${part})(${args.map((arg) => JSON.stringify(arg)).join(", ")});`;

/** Minified source for an inline `<script>`, registered with the CSP by the hash of exactly that text. */
export function inlineScript(astro: { csp?: { insertScriptHash(hash: string): void } }, calls: string[]) {
  const { code } = transformSync(calls.join("\n"), { minify: true });
  astro.csp?.insertScriptHash(`sha256-${createHash("sha256").update(code).digest("base64")}`);
  return code;
}
