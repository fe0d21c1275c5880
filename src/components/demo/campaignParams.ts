/**
 * The campaign codes (`utm_*`) in a page's query, for the booking calendar, so the team sees where
 * a booking came from. Only those: the provider's own `forwardQueryParams` would pass every
 * parameter on, whatever a link put there.
 */
export function campaignParams(search: string): Record<string, string> {
  return Object.fromEntries([...new URLSearchParams(search)].filter(([key]) => /^utm_[a-z]+$/i.test(key)));
}
