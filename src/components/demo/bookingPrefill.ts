/** A card's name and email for the calendar (WCAG 3.3.7), in memory only: never stored, never in the address. */
export type BookingPrefill = { name: string; email: string };

let current: BookingPrefill | undefined;

export const setBookingPrefill = (prefill: BookingPrefill) => void (current = prefill);
export const bookingPrefill = () => current;
