// Lint: the recommended JavaScript and TypeScript rules, Astro's, React's hooks rules and
// JSX accessibility rules (eslint-plugin-jsx-a11y-x: jsx-a11y's rules for ESLint 10).
import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "dist/",
      ".e2e-dist/",
      ".astro/",
      "node_modules/",
      "perf-results/",
      "playwright-report/",
      "test-results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  ...astro.configs["jsx-a11y-recommended"],
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
    // Node scripts and tests, which also run functions in the page (page.evaluate).
    files: ["scripts/**", "*.config.*", "tests/**"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
);
