/** On a phone the card scrolls away with the page: the bar at the bottom of the screen shows its verdict meanwhile. */
export function followCard(card: HTMLElement, bar: HTMLElement | null) {
  if (!bar) return;
  new IntersectionObserver(([entry]) => {
    bar.toggleAttribute("data-shown", !!entry && !entry.isIntersecting && entry.boundingClientRect.bottom < 0);
  }).observe(card);
}
