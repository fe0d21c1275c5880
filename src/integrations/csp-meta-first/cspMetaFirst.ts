const CSP_META = /<meta http-equiv="content-security-policy" content="[^"]*">/;
const CHARSET = /<meta charset="[^"]*">/;

/** The page with its CSP <meta> moved to just after <meta charset>, before anything it governs; unchanged without one. */
export function cspMetaFirst(html: string): string {
  const meta = CSP_META.exec(html)?.[0];
  const charset = CHARSET.exec(html);
  if (!meta || !charset) return html;
  const without = html.replace(meta, "");
  const at = charset.index + charset[0].length;
  return without.slice(0, at) + meta + without.slice(at);
}
