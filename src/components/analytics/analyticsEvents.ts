export type WaitlistPlacement = "hero" | "section";
export type DemoOpener = "header" | "menu" | "band" | "thanks";

/** Every event the site reports (README, "Analytics"); no property can carry what a visitor typed. */
export type AnalyticsEvent =
  | { name: "waitlist_submitted"; placement: WaitlistPlacement; outcome: "sent" | "queued" }
  | { name: "waitlist_resent" }
  | { name: "demo_opened"; from: DemoOpener }
  | { name: "demo_booked" }
  | { name: "demo_fallback" };
