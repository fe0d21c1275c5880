import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    root: new URL("..", import.meta.url).pathname,
    // unit: pure logic; scripts: the project's own scripts (collector, build) run as processes.
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/scripts/**/*.test.ts"],
    // jsdom only where a file asks for it (`@vitest-environment jsdom`): it costs half a second a file.
    environment: "node",
    globals: true,
    // One worker for many files (no file leaves state another reads): a fresh one per file was 6 s of 16.
    isolate: false,
  },
});
