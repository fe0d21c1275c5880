import Cal, { getCalApi } from "@calcom/embed-react";
import { useEffect } from "react";

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
}

/** Cal.com's inline booking calendar; reports when it is ready, cannot load, or has taken a booking. */
export function CalEmbed({ calLink, calOrigin, embedJsUrl, onReady, onFailed, onBooked }: CalEmbedProps) {
  useEffect(() => {
    let cancelled = false;
    void getCalApi({ namespace: NAMESPACE, embedJsUrl }).then((cal) => {
      if (cancelled) return;
      cal("ui", UI);
      cal("on", { action: "linkReady", callback: () => onReady() });
      cal("on", { action: "linkFailed", callback: () => onFailed() });
      // The booking's details (times, attendee) stay with the provider: only that it happened is passed on.
      cal("on", { action: "bookingSuccessfulV2", callback: () => onBooked() });
    });
    // The embed snippet adds the provider's script itself; a blocked or failed
    // script never calls back, so listen for its error directly.
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(embedJsUrl)}"]`);
    script?.addEventListener("error", onFailed);
    return () => {
      cancelled = true;
      script?.removeEventListener("error", onFailed);
    };
  }, [embedJsUrl, onReady, onFailed, onBooked]);

  return (
    <Cal
      namespace={NAMESPACE}
      calLink={calLink}
      calOrigin={calOrigin}
      embedJsUrl={embedJsUrl}
      config={{ layout: UI.layout, theme: UI.theme }}
      className="h-full w-full overflow-auto"
    />
  );
}
