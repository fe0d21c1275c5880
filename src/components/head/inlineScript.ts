import { createHash } from "node:crypto";
import { buildSync } from "esbuild";

/**
 * `run(...args)`, where `run` is the default export of `entry` (a path from the project's root), bundled with all it
 * imports into one minified script for an inline `<script>`, and the CSP hash of exactly that text. Only what the
 * build alone knows (a Vite asset URL, font data) is passed as `args`.
 */
export function inlineScript<Run extends (...args: never[]) => void>(entry: string, ...args: Parameters<Run>) {
  const call = `import run from "./${entry}"; run(${args.map((arg) => JSON.stringify(arg)).join(", ")});`;
  const { outputFiles } = buildSync({
    stdin: { contents: call, resolveDir: process.cwd(), loader: "ts", sourcefile: "inline-script.ts" },
    bundle: true,
    format: "iife",
    minify: true,
    write: false,
    logLevel: "silent",
  });
  const code = outputFiles[0]!.text.trim();
  return { code, hash: `sha256-${createHash("sha256").update(code).digest("base64")}` as const };
}
