import { useEffect, useRef, useState, type ReactNode } from "react";

export interface MobileMenuProps {
  openLabel: string;
  closeLabel: string;
  /** The menu's links, as server-rendered markup. */
  children?: ReactNode;
}

const MENU_ID = "mobile-menu";

/**
 * The phone menu: below `md`, a button and a dropdown of the header's links.
 * The dropdown is a native popover, so it opens, and closes on Escape or a tap
 * outside, before this island hydrates and without JavaScript at all; once
 * hydrated, the island follows its state and closes it when a link is chosen.
 */
export default function MobileMenu({ openLabel, closeLabel, children }: MobileMenuProps) {
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    setHydrated(true);
    setOpen(menu.matches(":popover-open"));
    const follow = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    const closeOnChoice = (event: MouseEvent) => {
      if ((event.target as Element).closest("a") && menu.matches(":popover-open")) menu.hidePopover();
    };
    menu.addEventListener("toggle", follow);
    menu.addEventListener("click", closeOnChoice);
    return () => {
      menu.removeEventListener("toggle", follow);
      menu.removeEventListener("click", closeOnChoice);
    };
  }, []);

  return (
    <>
      <button
        type="button"
        popoverTarget={MENU_ID}
        className="inline-flex size-11 items-center justify-center rounded-md border border-line md:hidden"
        aria-label={open ? closeLabel : openLabel}
        // Before hydration the browser reports the popover's state itself; a fixed "false" would contradict it.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={MENU_ID}
      >
        <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
          {open ? (
            <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          ) : (
            <path d="M3 6h14M3 10h14M3 14h14" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          )}
        </svg>
      </button>
      <nav
        ref={menuRef}
        id={MENU_ID}
        popover="auto"
        aria-label="Main"
        className="clip-below inset-x-0 top-16 bottom-auto m-0 w-full max-w-none border-0 border-y border-line bg-white px-5 pt-2 pb-5 text-ink shadow-menu md:hidden"
      >
        {children}
      </nav>
    </>
  );
}
