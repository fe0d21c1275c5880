import { createHash } from "node:crypto";
import { buildSync } from "esbuild";

/** `run(...args)`, `run` being `entry`'s default export, bundled with its imports into one inline script, and its CSP hash. */
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
