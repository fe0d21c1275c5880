/** RFC 9116 advises an Expires less than a year ahead; a build a day short of that keeps every deploy valid for a year. */
const VALID_FOR_MS = 364 * 24 * 60 * 60 * 1000;

/** The site's /.well-known/security.txt (RFC 9116), as of `builtAt`. */
export function securityTxt(site: { siteUrl: string; securityEmail: string }, builtAt: Date) {
  const url = (path: string) => new URL(path, site.siteUrl).href;
  return `Contact: mailto:${site.securityEmail}
Expires: ${new Date(builtAt.getTime() + VALID_FOR_MS).toISOString()}
Preferred-Languages: en
Canonical: ${url("/.well-known/security.txt")}
Policy: ${url("/security")}
`;
}
