/**
 * What the visitor typed into a waitlist card on this page, for the booking calendar to fill in,
 * so nobody types their name and email twice (WCAG 2.2, 3.3.7). The one piece of state the
 * waitlist cards and the calendar share: a module both import, in memory only, so it is gone
 * with the page and never written to storage, cookies or the address bar.
 */
export interface BookingPrefill {
  name: string;
  email: string;
}

let current: BookingPrefill | undefined;
const listeners = new Set<() => void>();

export function setBookingPrefill(prefill: BookingPrefill) {
  current = prefill;
  for (const listener of listeners) listener();
}

export function bookingPrefill(): BookingPrefill | undefined {
  return current;
}

export function subscribeToBookingPrefill(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
