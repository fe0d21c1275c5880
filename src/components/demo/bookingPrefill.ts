/** A card's name and email for the calendar (WCAG 3.3.7): kept in memory only, and sent in the booking frame's address (/privacy#booking-calendar). */
export type BookingPrefill = { name: string; email: string };

let current: BookingPrefill | undefined;

export const setBookingPrefill = (prefill: BookingPrefill) => void (current = prefill);
export const bookingPrefill = () => current;
