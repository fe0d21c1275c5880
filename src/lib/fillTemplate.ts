/** Fills each `{name}` in a content file's text; a name not in `values` stops the build, naming the file. */
export function fillTemplate(text: string, values: Record<string, string | number>, file: string): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`${file}: {${name}} is not one of ${Object.keys(values).join(", ")}`);
    return String(values[name]);
  });
}
