import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { BrandMark } from "./BrandMark";
import { DemoDialog, type DemoDialogCopy } from "../demo/DemoDialog";
import { loadDemoCalendar } from "../demo/loadDemoCalendar";

export interface HeaderNavProps {
  brandName: string;
  docsUrl: string;
  docsLabel: string;
  bookDemoLabel: string;
  newTabHint: string;
  calLink: string;
  calOrigin: string;
  calEmbedScriptUrl: string;
  bookingPageUrl: string;
  demoDialogCopy: DemoDialogCopy;
}

const MENU_ID = "mobile-menu";

/**
 * The fixed header: logo, Docs, Book Demo, and below `md` a menu button with a
 * dropdown of the same two links. It also owns whether the demo dialog is open,
 * the one piece of state shared between the nav and the dialog.
 *
 * The dropdown is a native popover, so it opens, and closes on Escape or a tap
 * outside, before this island hydrates and without JavaScript at all; once
 * hydrated, the island follows its state and closes it when a link is chosen.
 */
export default function HeaderNav(props: HeaderNavProps) {
  const { brandName, docsUrl, docsLabel, bookDemoLabel, newTabHint } = props;
  const [hydrated, setHydrated] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [demoOpen, setDemoOpen] = useState(false);
  const menuRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const demoOpenerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    setHydrated(true);
    setMenuOpen(menu.matches(":popover-open"));
    const follow = (event: Event) => setMenuOpen((event as ToggleEvent).newState === "open");
    menu.addEventListener("toggle", follow);
    return () => menu.removeEventListener("toggle", follow);
  }, []);

  const closeMenu = useCallback(() => {
    if (menuRef.current?.matches(":popover-open")) menuRef.current.hidePopover();
  }, []);

  const openDemo = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    demoOpenerRef.current = event.currentTarget;
    closeMenu();
    setDemoOpen(true);
  };

  const closeDemo = useCallback(() => {
    setDemoOpen(false);
    // The phone menu's link is hidden by now, so focus goes back to the menu button.
    const opener = demoOpenerRef.current;
    const target = opener?.checkVisibility() ? opener : menuButtonRef.current;
    requestAnimationFrame(() => target?.focus());
  }, []);

  const docsLink = (className: string) => (
    <a href={docsUrl} target="_blank" rel="noopener noreferrer" className={className} onClick={() => closeMenu()}>
      {docsLabel}
      <span className="sr-only"> {newTabHint}</span>
      <svg viewBox="0 0 12 12" className="size-3 text-muted" aria-hidden="true">
        <path d="M4 2h6v6M10 2 3 9" fill="none" stroke="currentColor" strokeWidth="1.4" />
      </svg>
    </a>
  );
  const bookDemoLink = (className: string) => (
    <a href="#book-demo" className={className} onClick={openDemo} onPointerEnter={warmDemo} onFocus={warmDemo}>
      {bookDemoLabel}
    </a>
  );

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-white/95 backdrop-blur-sm">
      <div className="mx-auto flex h-16 max-w-page items-center justify-between gap-4 px-5 md:px-8">
        <a href="/" className="flex items-center gap-2.5 rounded-md text-lg font-semibold tracking-tight">
          <BrandMark />
          {brandName}
        </a>
        <nav aria-label="Main" className="hidden items-center gap-2 md:flex">
          {docsLink("inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-ink-soft hover:text-ink")}
          {bookDemoLink("btn-primary")}
        </nav>
        <button
          ref={menuButtonRef}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md border border-line md:hidden"
          popoverTarget={MENU_ID}
          aria-label={menuOpen ? "Close menu" : "Menu"}
          // Before hydration the browser reports the popover's state itself; a fixed "false" would contradict it.
          aria-expanded={hydrated ? menuOpen : undefined}
          aria-controls={MENU_ID}
        >
          <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
            {menuOpen ? (
              <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            ) : (
              <path d="M3 6h14M3 10h14M3 14h14" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            )}
          </svg>
        </button>
      </div>
      <nav
        ref={menuRef}
        id={MENU_ID}
        popover="auto"
        aria-label="Main"
        className="inset-x-0 top-16 bottom-auto m-0 w-full max-w-none border-0 border-y border-line bg-white px-5 pt-2 pb-5 clip-below text-ink shadow-menu md:hidden"
      >
        <ul className="flex flex-col gap-1">
          <li>{docsLink("flex min-h-12 items-center gap-1.5 rounded-md px-2 text-base font-medium")}</li>
          <li>{bookDemoLink("btn-primary mt-2 w-full")}</li>
        </ul>
      </nav>
      <DemoDialog
        open={demoOpen}
        onClose={closeDemo}
        calLink={props.calLink}
        calOrigin={props.calOrigin}
        embedJsUrl={props.calEmbedScriptUrl}
        bookingPageUrl={props.bookingPageUrl}
        copy={props.demoDialogCopy}
      />
    </header>
  );
}

/** Fetch the calendar chunk as soon as a visitor shows intent, so the dialog opens animated. */
function warmDemo() {
  void loadDemoCalendar();
}
