import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { reportEvent } from "../analytics/reportEvent";
import { bookingPrefill, subscribeToBookingPrefill, type BookingPrefill } from "./bookingPrefill";
import { CalEmbed } from "./CalEmbed";

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
  const visitor = useSyncExternalStore(subscribeToBookingPrefill, bookingPrefill, () => undefined);
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

  if (calendar === "failed") {
    return (
      <div role="alert" className="flex h-full flex-col items-center justify-center gap-4 px-6 text-center">
        <p className="max-w-sm text-muted">{copy.failed}</p>
        <a href={bookingPageUrl} target="_blank" rel="noopener noreferrer" className="btn-primary">
          {copy.bookingLinkLabel}
          <span className="sr-only"> {copy.newTabHint}</span>
        </a>
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
