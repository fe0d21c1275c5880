// Lint: the recommended JavaScript and TypeScript rules, Astro's, React's hooks rules,
// JSX accessibility rules (eslint-plugin-jsx-a11y-x: jsx-a11y's rules for ESLint 10), and
// the browser support policy (package.json's browserslist) for code that runs in the page.
import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import compat from "eslint-plugin-compat";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  globalIgnores([
    "dist/",
    ".e2e-dist/",
    ".astro/",
    "node_modules/",
    "perf-results/",
    "playwright-report/",
    "test-results/",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,
  astro.configs["jsx-a11y-recommended"],
  {
    files: ["**/*.tsx"],
    ...jsxA11y.configs.recommended,
  },
  {
    files: ["**/*.tsx", "**/use*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Replaced by a literal at build time (astro.config.mjs; declared in src/env.d.ts).
    files: ["src/**/*.{ts,tsx,astro}"],
    languageOptions: { globals: { __BUILT_ON_VERCEL__: "readonly" } },
  },
  {
    // Every web API the page uses must exist in every supported browser, or be guarded.
    files: ["src/**/*.{ts,tsx,astro}"],
    ignores: ["src/config/**", "src/integrations/*/index.ts"],
    ...compat.configs["flat/recommended"],
  },
  {
    // What eslint-plugin-compat cannot see: methods called on an element (it cannot know the
    // type) and static members its data leaves out. Each has broken a journey before.
    files: ["src/**/*.{ts,tsx,astro}"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          property: "checkVisibility",
          message: "Safari before 17.4 lacks it (and throws): use getClientRects().length.",
        },
        ...["showPopover", "hidePopover", "togglePopover"].map((property) => ({
          property,
          message:
            "Safari before 17 has no popovers: only on an element that is one (loadPopoverPolyfill.ts polyfills them), with a comment saying so.",
        })),
      ],
    },
  },
  {
    // Node scripts and tests, which also run functions in the page (page.evaluate).
    files: ["scripts/**", "*.config.*", "tests/**"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Apps Script runs the file as one script of global functions, with its services as globals.
    files: ["scripts/waitlist-apps-script/**"],
    languageOptions: {
      sourceType: "script",
      globals: { HtmlService: "readonly", LockService: "readonly", SpreadsheetApp: "readonly" },
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
);
