import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { builtOnVercel } from "../../config/builtOnVercel";
import type { DemoOpener } from "../analytics/analyticsEvents";
import { loadDemoCalendar, loadedDemoCalendar } from "./loadDemoCalendar";

const DemoCalendar = lazy(loadDemoCalendar);

/** How long the calendar may take before the visitor is offered the booking page instead. */
const LOAD_TIMEOUT_MS = 10_000;

export interface DemoDialogCopy {
  title: string;
  closeLabel: string;
  loading: string;
  failed: string;
  bookingLinkLabel: string;
  newTabHint: string;
}

export interface DemoDialogProps {
  calLink: string;
  calOrigin: string;
  embedJsUrl: string;
  bookingPageUrl: string;
  copy: DemoDialogCopy;
}

type CalendarState = "loading" | "ready" | "failed";

/** Links that open the dialog once it has hydrated; before that (or without JavaScript) they lead to #book-demo. */
const OPENER = "a[data-opens-demo]";

/**
 * The demo booking modal: a native <dialog> holding the lazily loaded Cal.com
 * calendar. Whether it is open is the one state shared across the page, so it
 * listens for clicks on any opener link rather than being handed a prop.
 */
export default function DemoDialog({ calLink, calOrigin, embedJsUrl, bookingPageUrl, copy }: DemoDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [calendar, setCalendar] = useState<CalendarState>("loading");

  useEffect(() => {
    const openFrom = (event: MouseEvent) => {
      // A modified click (new tab, new window) keeps the link's own meaning.
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const opener = (event.target as Element).closest<HTMLElement>(OPENER);
      if (!opener) return;
      event.preventDefault();
      openerRef.current = opener;
      setOpen(true);
      // The analytics loader checks the value against its list; an unknown one is not sent.
      if (builtOnVercel)
        window.reportAnalyticsEvent?.({ name: "demo_opened", from: opener.dataset.opensDemo as DemoOpener });
    };
    // Fetch the calendar chunk as soon as a visitor shows intent, so the dialog opens animated.
    const warm = (event: Event) => {
      if ((event.target as Element).closest?.(OPENER)) void loadDemoCalendar();
    };
    document.addEventListener("click", openFrom);
    document.addEventListener("pointerover", warm);
    document.addEventListener("focusin", warm);
    return () => {
      document.removeEventListener("click", openFrom);
      document.removeEventListener("pointerover", warm);
      document.removeEventListener("focusin", warm);
    };
  }, []);

  const onClose = useCallback(() => {
    setOpen(false);
    requestAnimationFrame(() => returnFocus(openerRef.current));
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setEverOpened(true);
      dialog.showModal();
      // Animate only if the chunk is already here (it is warmed on hover and focus);
      // a cold open shows the dialog at once rather than wait for it.
      loadedDemoCalendar()?.animateDialogIn(dialog);
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    if (!everOpened || calendar !== "loading") return;
    const timer = window.setTimeout(() => setCalendar("failed"), LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [everOpened, calendar]);

  useEffect(() => {
    if (builtOnVercel && calendar === "failed") window.reportAnalyticsEvent?.({ name: "demo_fallback" });
  }, [calendar]);

  const markReady = useCallback(() => setCalendar("ready"), []);
  const markFailed = useCallback(() => setCalendar((state) => (state === "ready" ? state : "failed")), []);
  const reportBooked = useCallback(() => {
    if (builtOnVercel) window.reportAnalyticsEvent?.({ name: "demo_booked" });
  }, []);

  return (
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions -- a backdrop click; Escape closes it from the keyboard
    <dialog
      ref={dialogRef}
      aria-labelledby="demo-dialog-title"
      className="m-auto h-[80vh] max-h-[80vh] w-[min(64rem,calc(100vw-2rem))] max-w-none overflow-hidden rounded-xl bg-white p-0 text-ink shadow-dialog backdrop:bg-ink/55 backdrop:backdrop-blur-sm"
      onClose={onClose}
      onClick={(event) => {
        // A click on the dialog element itself, not its content, is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center gap-3 border-b border-line px-3 py-2">
          <button
            type="button"
            onClick={onClose}
            className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-mist"
            aria-label={copy.closeLabel}
          >
            <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
              <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </button>
          <h2 id="demo-dialog-title" className="text-base font-semibold">
            {copy.title}
          </h2>
        </div>
        <div className="relative min-h-0 flex-1">
          {calendar === "failed" ? (
            <div role="alert" className="flex h-full flex-col items-center justify-center gap-4 px-6 text-center">
              <p className="max-w-sm text-muted">{copy.failed}</p>
              <a href={bookingPageUrl} target="_blank" rel="noopener noreferrer" className="btn-primary">
                {copy.bookingLinkLabel}
                <span className="sr-only"> {copy.newTabHint}</span>
              </a>
            </div>
          ) : (
            <>
              {calendar === "loading" && (
                <div
                  role="status"
                  className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 bg-white text-sm text-muted"
                >
                  <span
                    className="size-6 animate-spin rounded-full border-2 border-line border-t-ink motion-reduce:animate-none"
                    aria-hidden="true"
                  />
                  {copy.loading}
                </div>
              )}
              {everOpened && (
                <Suspense fallback={null}>
                  <DemoCalendar
                    calLink={calLink}
                    calOrigin={calOrigin}
                    embedJsUrl={embedJsUrl}
                    onReady={markReady}
                    onFailed={markFailed}
                    onBooked={reportBooked}
                  />
                </Suspense>
              )}
            </>
          )}
        </div>
      </div>
    </dialog>
  );
}

/** Back to the link that opened the dialog, or, if that sat in a menu that has closed since, to the menu's button. */
function returnFocus(opener: HTMLElement | null) {
  if (!opener) return;
  if (opener.checkVisibility()) return opener.focus();
  const menu = opener.closest<HTMLElement>("[popover]");
  document.querySelector<HTMLElement>(`[popovertarget="${menu?.id}"]`)?.focus();
}
