import Cal, { getCalApi } from "@calcom/embed-react";
import { useEffect } from "react";
import type { BookingPrefill } from "./bookingPrefill";
import { campaignParams } from "./campaignParams";

const NAMESPACE = "booking";
// The brief: light theme, black brand colour, event details shown, month view.
const UI = {
  theme: "light",
  styles: { branding: { brandColor: "#000000" } },
  hideEventTypeDetails: false,
  layout: "month_view",
} as const;

export interface CalEmbedProps {
  calLink: string;
  calOrigin: string;
  embedJsUrl: string;
  onReady: () => void;
  onFailed: () => void;
  /** A booking was made in the calendar. */
  onBooked: () => void;
  /** What the visitor typed into a waitlist card on this page, to fill in the booking form. */
  visitor: BookingPrefill | undefined;
}

/** Cal.com's inline booking calendar; reports when it is ready, cannot load, or has taken a booking. */
export function CalEmbed({ calLink, calOrigin, embedJsUrl, onReady, onFailed, onBooked, visitor }: CalEmbedProps) {
  useEffect(() => {
    let cancelled = false;
    // The booking's details (times, attendee) stay with the provider: only that it happened is passed on.
    const handlers = [
      { action: "linkReady", callback: () => onReady() },
      { action: "linkFailed", callback: () => onFailed() },
      { action: "bookingSuccessfulV2", callback: () => onBooked() },
    ] as const;
    const api = getCalApi({ namespace: NAMESPACE, embedJsUrl }).then((cal) => {
      if (cancelled) return undefined;
      cal("ui", UI);
      for (const handler of handlers) cal("on", handler);
      return cal;
    });
    // The embed snippet adds the provider's script itself; a blocked or failed
    // script never calls back, so listen for its error directly.
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(embedJsUrl)}"]`);
    script?.addEventListener("error", onFailed);
    return () => {
      cancelled = true;
      script?.removeEventListener("error", onFailed);
      // A calendar mounted again (with new details to fill in) must not hear its events twice.
      void api.then((cal) => {
        for (const handler of handlers) cal?.("off", handler);
      });
    };
  }, [embedJsUrl, onReady, onFailed, onBooked]);

  return (
    <Cal
      namespace={NAMESPACE}
      calLink={calLink}
      calOrigin={calOrigin}
      embedJsUrl={embedJsUrl}
      // The embed turns these entries into the booking page's query: it fills in name and email, and
      // keeps the campaign codes with the booking. (No location on the server, where nothing renders.)
      config={{
        ...campaignParams(globalThis.location?.search ?? ""),
        ...(visitor && { name: visitor.name, email: visitor.email }),
        layout: UI.layout,
        theme: UI.theme,
      }}
      className="h-full w-full overflow-auto"
    />
  );
}
