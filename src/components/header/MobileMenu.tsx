import { useEffect, useRef, type ReactNode } from "react";

type MobileMenuProps = { id: string; label: string; openLabel: string; closeLabel: string; children?: ReactNode };

/** A native popover that works without script; the island adds `aria-expanded` and closes it where iOS does not. */
export default function MobileMenu({ id, label, openLabel, closeLabel, children }: MobileMenuProps) {
  const menuRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const menu = menuRef.current;
    const button = document.querySelector<HTMLButtonElement>(`[popovertarget="${id}"]`);
    if (!menu || !button) return;
    const show = (open: boolean) => {
      button.setAttribute("aria-expanded", String(open));
      button.setAttribute("aria-label", open ? closeLabel : openLabel);
    };
    const isOpen = () => menu.matches(":popover-open");
    // Safari before 17: the polyfill's popover (loadPopoverPolyfill.ts), with the same methods.
    // eslint-disable-next-line no-restricted-properties
    const close = () => isOpen() && menu.hidePopover();
    show(isOpen());
    const follow = (event: Event) => show((event as ToggleEvent).newState === "open");
    // iOS 17.0-18.2 do not close a popover on a tap outside it; the menu button toggles it itself.
    const closeOnTapOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.contains(target) && !button.contains(target)) close();
    };
    menu.addEventListener("toggle", follow);
    document.addEventListener("pointerdown", closeOnTapOutside);
    return () => {
      menu.removeEventListener("toggle", follow);
      document.removeEventListener("pointerdown", closeOnTapOutside);
    };
  }, [id, openLabel, closeLabel]);

  return (
    <nav
      ref={menuRef}
      id={id}
      popover="auto"
      aria-label={label}
      className="dims-below inset-x-0 top-16 bottom-auto m-0 w-full max-w-none overflow-visible border-0 border-y border-line bg-white px-5 pt-2 pb-5 text-ink md:hidden"
    >
      {children}
    </nav>
  );
}
