/** Origin and path only (a query can hold an email or a token); undefined if not an absolute URL. */
export function reportedUrl(url: string): string | undefined {
  try {
    const { origin, pathname } = new URL(url);
    return origin === "null" ? undefined : origin + pathname;
  } catch {
    return undefined;
  }
}
