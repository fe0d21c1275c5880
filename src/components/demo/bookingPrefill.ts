/** A card's name and email for the calendar (WCAG 3.3.7), in memory only: never stored, never in the address. */
export interface BookingPrefill {
  name: string;
  email: string;
}

let current: BookingPrefill | undefined;

export function setBookingPrefill(prefill: BookingPrefill) {
  current = prefill;
}

export function bookingPrefill(): BookingPrefill | undefined {
  return current;
}
