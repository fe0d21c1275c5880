/** Inline in <head>: a choice in the phone menu closes it, even before the menu's island hydrates. */
export function closeMenuOnChoice() {
  document.addEventListener("click", (event) => {
    const menu = (event.target as Element).closest("a")?.closest<HTMLElement>("[popover]");
    // No popovers (or no polyfill yet): no open menu.
    // eslint-disable-next-line no-restricted-properties
    if (menu?.hidePopover && menu.matches(":popover-open")) menu.hidePopover();
  });
}
