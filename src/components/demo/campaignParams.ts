/** Only the `utm_*` codes: the provider's `forwardQueryParams` would pass on every parameter. */
export function campaignParams(search: string): Record<string, string> {
  return Object.fromEntries([...new URLSearchParams(search)].filter(([key]) => /^utm_[a-z]+$/i.test(key)));
}
