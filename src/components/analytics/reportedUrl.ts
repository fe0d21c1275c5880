/**
 * The address analytics may report for a page: its origin and path only. A query or
 * fragment can hold anything (a campaign link with an address in it, a token), so
 * neither is sent. Undefined for something that is not an absolute URL: then nothing is sent.
 */
export function reportedUrl(url: string): string | undefined {
  try {
    const { origin, pathname } = new URL(url);
    return origin === "null" ? undefined : origin + pathname;
  } catch {
    return undefined;
  }
}
