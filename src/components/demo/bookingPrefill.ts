/** A card's name and email for the calendar (WCAG 3.3.7), in memory only: never stored, never in the address. */
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
