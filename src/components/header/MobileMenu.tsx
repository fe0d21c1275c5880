import { useEffect, useRef, type ReactNode } from "react";

export interface MobileMenuProps {
  id: string;
  label: string;
  openLabel: string;
  closeLabel: string;
  /** The menu's links, as server-rendered markup. */
  children?: ReactNode;
}

/**
 * The phone menu's dropdown: a native popover, opened by the header's static menu button
 * (`popovertarget`), so it opens, and closes on Escape or a tap outside, without any script.
 * This island hydrates when it is first shown (`client:visible`) and adds what the browser does
 * not: choosing a link closes it, and the button says whether it is open.
 */
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
    show(menu.matches(":popover-open"));
    const follow = (event: Event) => show((event as ToggleEvent).newState === "open");
    const closeOnChoice = (event: MouseEvent) => {
      if ((event.target as Element).closest("a") && menu.matches(":popover-open")) menu.hidePopover();
    };
    menu.addEventListener("toggle", follow);
    menu.addEventListener("click", closeOnChoice);
    return () => {
      menu.removeEventListener("toggle", follow);
      menu.removeEventListener("click", closeOnChoice);
    };
  }, [id, openLabel, closeLabel]);

  return (
    <nav
      ref={menuRef}
      id={id}
      popover="auto"
      aria-label={label}
      className="clip-below inset-x-0 top-16 bottom-auto m-0 w-full max-w-none border-0 border-y border-line bg-white px-5 pt-2 pb-5 text-ink shadow-menu md:hidden"
    >
      {children}
    </nav>
  );
}
