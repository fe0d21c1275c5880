import Cal, { getCalApi } from "@calcom/embed-react";
import { useEffect } from "react";
import type { BookingPrefill } from "./bookingPrefill";
import { campaignParams } from "./campaignParams";

const NAMESPACE = "booking";
// Light theme, black brand colour, event details shown, month view.
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
  onBooked: () => void;
  visitor: BookingPrefill | undefined;
}

/** Cal.com's inline booking calendar; reports when it is ready, cannot load, or has taken a booking. */
export function CalEmbed({ calLink, calOrigin, embedJsUrl, onReady, onFailed, onBooked, visitor }: CalEmbedProps) {
  useEffect(() => {
    let cancelled = false;
    // Only that a booking happened is passed on, none of its details.
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
    // A blocked or failed provider script never calls back, so listen for its error.
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(embedJsUrl)}"]`);
    script?.addEventListener("error", onFailed);
    return () => {
      cancelled = true;
      script?.removeEventListener("error", onFailed);
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
      // The booking page reads these from its query: name, email and the campaign codes.
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
