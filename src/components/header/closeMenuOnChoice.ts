/**
 * Choosing a link in the phone menu (a popover) closes it, which the browser does not do itself.
 * Runs inline in <head> (EarlyScripts.astro): the menu's island hydrates only once the menu is
 * shown, and a choice made before that must close it too. Inlined as source text, it must not
 * use anything outside itself.
 */
export function closeMenuOnChoice() {
  document.addEventListener("click", (event) => {
    const menu = (event.target as Element).closest("a")?.closest<HTMLElement>("[popover]");
    // A browser without popovers (or before their polyfill has arrived) has no open menu.
    // eslint-disable-next-line no-restricted-properties
    if (menu?.hidePopover && menu.matches(":popover-open")) menu.hidePopover();
  });
}
