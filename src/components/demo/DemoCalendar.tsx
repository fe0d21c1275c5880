import { useCallback, useEffect, useState } from "react";
import { reportEvent } from "../analytics/reportEvent";
import { bookingPrefill, type BookingPrefill } from "./bookingPrefill";
import { CalEmbed } from "./CalEmbed";
import { DEMO_DIALOG_ID, DEMO_DIALOG_OPENED } from "./demoDialog";

const LOAD_TIMEOUT_MS = 10_000;

export interface DemoCalendarCopy {
  loading: string;
  failed: string;
  bookingLinkLabel: string;
  newTabHint: string;
}

export interface DemoCalendarProps {
  calLink: string;
  calOrigin: string;
  embedJsUrl: string;
  bookingPageUrl: string;
  copy: DemoCalendarCopy;
}

type CalendarState = "loading" | "ready" | "failed";

/** Hydrates on the dialog's first opening; a loading state until the calendar is ready, else the plain booking link. */
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

function BookingCalendar({
  calLink,
  calOrigin,
  embedJsUrl,
  bookingPageUrl,
  copy,
  visitor,
}: DemoCalendarProps & { visitor: BookingPrefill | undefined }) {
  const [calendar, setCalendar] = useState<CalendarState>("loading");

  useEffect(() => {
    if (calendar !== "loading") return;
    const timer = window.setTimeout(() => setCalendar("failed"), LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [calendar]);

  useEffect(() => {
    if (__BUILT_ON_VERCEL__ && calendar === "failed") reportEvent({ name: "demo_fallback" });
  }, [calendar]);

  const markReady = useCallback(() => setCalendar("ready"), []);
  const markFailed = useCallback(() => setCalendar((state) => (state === "ready" ? state : "failed")), []);
  const reportBooked = useCallback(() => {
    if (__BUILT_ON_VERCEL__) reportEvent({ name: "demo_booked" });
  }, []);

  const bookingLink = (
    <a href={bookingPageUrl} target="_blank" rel="noopener noreferrer" className="btn-primary">
      {copy.bookingLinkLabel}
      <span className="sr-only"> {copy.newTabHint}</span>
    </a>
  );

  if (calendar === "failed") {
    return (
      <div role="alert" className="flex h-full flex-col items-center justify-center gap-4 px-6 text-center">
        <p className="max-w-sm text-muted">{copy.failed}</p>
        {bookingLink}
      </div>
    );
  }

  return (
    <div className="relative h-full">
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
      <CalEmbed
        calLink={calLink}
        calOrigin={calOrigin}
        embedJsUrl={embedJsUrl}
        onReady={markReady}
        onFailed={markFailed}
        onBooked={reportBooked}
        visitor={visitor}
      />
    </div>
  );
}
