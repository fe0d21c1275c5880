import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    root: new URL("..", import.meta.url).pathname,
    // unit: pure logic; scripts: the project's own scripts (collector, build) run as processes.
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/scripts/**/*.test.ts"],
    environment: "jsdom",
    setupFiles: ["tests/unit/setup.ts"],
    globals: true,
  },
});
