/** Inline in <head>: the phone menu is a native popover with no island, so nothing loads or hydrates when it opens. */
export function phoneMenu() {
  const buttonFor = (menu: Element) => document.querySelector<HTMLElement>(`[popovertarget="${menu.id}"]`);
  const close = (menu: HTMLElement | null | undefined) => {
    // Only popovers; with no popovers (or no polyfill yet), no open menu.
    // eslint-disable-next-line no-restricted-properties
    if (menu?.hidePopover && menu.matches(":popover-open")) menu.hidePopover();
  };

  // Its button says whether it is open. `toggle` does not bubble; a capturing listener on the document still hears it.
  document.addEventListener(
    "toggle",
    (event) => {
      const menu = event.target as HTMLElement;
      const button = menu.hasAttribute("popover") && buttonFor(menu);
      if (!button) return;
      const open = (event as ToggleEvent).newState === "open";
      button.setAttribute("aria-expanded", String(open));
      button.setAttribute("aria-label", (open ? button.dataset.openLabel : button.dataset.label) ?? "");
    },
    true,
  );
  // A choice closes it.
  document.addEventListener("click", (event) => close((event.target as Element).closest("a")?.closest("[popover]")));
  // So does a tap outside it, which iOS 17.0-18.2 do not do themselves; the menu button toggles it itself.
  document.addEventListener("pointerdown", (event) => {
    const target = event.target as Element;
    for (const menu of document.querySelectorAll<HTMLElement>("[popover]"))
      if (!menu.contains(target) && !buttonFor(menu)?.contains(target)) close(menu);
  });
}
