// js-yaml, the parser Astro's file() loader reads the content files with, ships no types: the two calls used here.
declare module "js-yaml" {
  export function load(text: string): unknown;
  export function dump(value: unknown): string;
}
