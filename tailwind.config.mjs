/**
 * Brand tokens. One type scale, one spacing scale (Tailwind's 0.25rem steps),
 * black as the brand colour and a single accent used only for "verified" signals.
 * @type {import('tailwindcss').Config}
 */
export default {
  theme: {
    colors: {
      transparent: "transparent",
      current: "currentColor",
      white: "#ffffff",
      ink: {
        DEFAULT: "#0a0a0a",
        soft: "#27272a",
      },
      muted: "#52525b",
      line: "#e4e4e7",
      mist: "#f4f4f5",
      paper: "#fafaf9",
      accent: {
        DEFAULT: "#0b6e4f",
        soft: "#e7f3ee",
      },
      danger: "#b42318",
      // The SDK terminal is the one dark surface: light text in three strengths and a green for "verified".
      terminal: {
        text: "#f4f4f5",
        soft: "#d4d4d8",
        muted: "#a1a1aa",
        ok: "#6ee7b7",
      },
    },
    fontFamily: {
      // Set by Astro's fonts API (astro.config.mjs), each with its metric-matched fallback.
      sans: ["var(--font-plex-sans)"],
      // Code and data (the SDK log, event ids, hashes) in the visitor's own monospace: a second web
      // font would be fetched before the headline paints and hold it back (docs/architecture.md, "How the page stays light").
      mono: ["ui-monospace", "SFMono-Regular", "Menlo", "Consolas", "Liberation Mono", "monospace"],
    },
    fontSize: {
      xs: ["0.75rem", { lineHeight: "1.1rem" }],
      sm: ["0.875rem", { lineHeight: "1.35rem" }],
      base: ["1rem", { lineHeight: "1.6rem" }],
      lg: ["1.125rem", { lineHeight: "1.75rem" }],
      xl: ["1.375rem", { lineHeight: "1.9rem" }],
      "2xl": ["1.75rem", { lineHeight: "2.2rem", letterSpacing: "-0.01em" }],
      "3xl": ["2.25rem", { lineHeight: "2.6rem", letterSpacing: "-0.02em" }],
      "4xl": ["3rem", { lineHeight: "3.3rem", letterSpacing: "-0.025em" }],
      "5xl": ["3.75rem", { lineHeight: "4rem", letterSpacing: "-0.03em" }],
    },
    extend: {
      maxWidth: {
        prose: "68ch",
        page: "76rem",
      },
      // The card and dialog shadows are @utility rules in src/styles/site.css, which register no custom properties.
    },
  },
};
