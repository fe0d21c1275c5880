import Cal, { getCalApi } from "@calcom/embed-react";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { reportEvent } from "../analytics/reportEvent";
import { bookingPrefill, type BookingPrefill } from "./bookingPrefill";
import { campaignParams } from "./campaignParams";
import { DEMO_DIALOG_ID, DEMO_DIALOG_KEYS_ID, DEMO_DIALOG_OPENED } from "../../lib/demoDialog";

const LOAD_TIMEOUT_MS = 10_000;
const NAMESPACE = "booking";
// Light theme, black brand colour, event details shown, month view.
const UI = {
  theme: "light",
  styles: { branding: { brandColor: "#000000" } },
  hideEventTypeDetails: false,
  layout: "month_view",
} as const;

export interface DemoCalendarProps {
  calLink: string;
  calOrigin: string;
  embedJsUrl: string;
  bookingPageUrl: string;
  copy: Record<"loading" | "failed" | "bookingLinkLabel" | "newTabHint" | "close", string>;
  /** How to leave the calendar by keyboard (Escape stays inside its frame). */
  keys?: ReactNode;
  /** The notice at collection. */
  notice?: ReactNode;
}

/** Hydrates on the dialog's first opening; a loading state until the calendar is ready, else the plain booking link;
 * then the dialog's foot: a Close for the keyboard, the calendar's keyboard hint while it is there, the notice. */
export default function DemoCalendar(props: DemoCalendarProps) {
  const [visitor, setVisitor] = useState(bookingPrefill);
  // Read as the dialog opens, never while it is closed: a sign-up alone sends nothing to the provider.
  useEffect(() => {
    const dialog = document.getElementById(DEMO_DIALOG_ID);
    const onOpened = () =>
      setVisitor((shown) => {
        const now = bookingPrefill();
        return now?.name === shown?.name && now?.email === shown?.email ? shown : now;
      });
    dialog?.addEventListener(DEMO_DIALOG_OPENED, onOpened);
    return () => dialog?.removeEventListener(DEMO_DIALOG_OPENED, onOpened);
  }, []);
  return <BookingCalendar key={visitor ? `${visitor.name} ${visitor.email}` : ""} {...props} visitor={visitor} />;
}

/** Cal.com's inline calendar; it reports when it is ready, cannot load, or has taken a booking. */
function BookingCalendar(props: DemoCalendarProps & { visitor: BookingPrefill | undefined }) {
  const { calLink, calOrigin, embedJsUrl, bookingPageUrl, copy, keys, notice, visitor } = props;
  const [calendar, setCalendar] = useState<"loading" | "ready" | "failed">("loading");

  useEffect(() => {
    if (calendar !== "loading") return;
    const timer = window.setTimeout(() => setCalendar("failed"), LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [calendar]);

  useEffect(() => {
    if (__BUILT_ON_VERCEL__ && calendar === "failed") reportEvent({ name: "demo_fallback" });
  }, [calendar]);

  const markFailed = useCallback(() => setCalendar((state) => (state === "ready" ? state : "failed")), []);

  useEffect(() => {
    let cancelled = false;
    // Only that a booking happened is passed on, none of its details.
    const handlers = [
      { action: "linkReady", callback: () => setCalendar("ready") },
      { action: "linkFailed", callback: markFailed },
      { action: "bookingSuccessfulV2", callback: () => __BUILT_ON_VERCEL__ && reportEvent({ name: "demo_booked" }) },
    ] as const;
    const api = getCalApi({ namespace: NAMESPACE, embedJsUrl }).then((cal) => {
      if (cancelled) return undefined;
      cal("ui", UI);
      for (const handler of handlers) cal("on", handler);
      return cal;
    });
    // A blocked or failed provider script never calls back, so listen for its error.
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(embedJsUrl)}"]`);
    script?.addEventListener("error", markFailed);
    return () => {
      cancelled = true;
      script?.removeEventListener("error", markFailed);
      void api.then((cal) => {
        for (const handler of handlers) cal?.("off", handler);
      });
    };
  }, [embedJsUrl, markFailed]);

  const bookingLink = (
    <a href={bookingPageUrl} target="_blank" rel="noopener noreferrer" className="btn-primary">
      {copy.bookingLinkLabel}
      <span className="sr-only"> {copy.newTabHint}</span>
    </a>
  );

  // Keyed: the fallback replaces the calendar and its foot with new elements, so nothing on screen shifts.
  if (calendar === "failed") {
    return (
      <div key="failed" data-calendar-failed className="flex h-full flex-col items-center justify-center gap-6 px-6">
        <div role="alert" className="flex flex-col items-center gap-4 text-center">
          <p className="max-w-sm text-muted">{copy.failed}</p>
          {bookingLink}
        </div>
        <div className="max-w-sm text-center">{notice}</div>
      </div>
    );
  }

  const ready = calendar === "ready";
  return (
    <div key="calendar" className="flex h-full flex-col">
      <div className="relative min-h-0 flex-1">
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
            {/* CSS reveals it at the timeout, so a calendar whose own script never came still leads on. */}
            <p className="calendar-late mt-3" style={{ animationDelay: `${LOAD_TIMEOUT_MS}ms` }}>
              {bookingLink}
            </p>
          </div>
        )}
        <Cal
          namespace={NAMESPACE}
          calLink={calLink}
          calOrigin={calOrigin}
          embedJsUrl={embedJsUrl}
          // The booking page reads these from its query: name, email and the campaign codes.
          config={{
            ...campaignParams(globalThis.location?.search ?? ""),
            ...(visitor && { name: visitor.name, email: visitor.email }),
            layout: UI.layout,
            theme: UI.theme,
          }}
          className="h-full w-full overflow-auto"
        />
      </div>
      <div className="relative grid gap-1 border-t border-line px-4 py-3">
        {/* Escape stays in the provider's frame: Tab lands here. Shown only focused; pointers use the top Close. */}
        <form method="dialog">
          <button className="btn-secondary absolute right-3 bottom-full mb-3 shadow-card not-focus:sr-only">
            {copy.close}
          </button>
        </form>
        {/* Room kept while the calendar loads, so nothing moves; shown, describing the dialog, once it is there. */}
        <p id={ready ? DEMO_DIALOG_KEYS_ID : undefined} className={`text-xs text-muted ${ready ? "" : "invisible"}`}>
          {keys}
        </p>
        {notice}
      </div>
    </div>
  );
}
