import { ANALYTICS_EVENTS, readAnalyticsEvent } from "../../src/components/analytics/analyticsEvents";
import { reportedUrl } from "../../src/components/analytics/reportedUrl";
import { visitorOptedOut } from "../../src/components/analytics/visitorOptedOut";

describe("readAnalyticsEvent", () => {
  it("passes every event of the list with allowed values, properties apart from the name", () => {
    expect(readAnalyticsEvent({ name: "waitlist_submitted", placement: "hero", outcome: "sent" })).toEqual({
      name: "waitlist_submitted",
      properties: { placement: "hero", outcome: "sent" },
    });
    expect(readAnalyticsEvent({ name: "waitlist_submitted", placement: "section", outcome: "queued" })).toEqual({
      name: "waitlist_submitted",
      properties: { placement: "section", outcome: "queued" },
    });
    for (const from of ["header", "menu", "band", "thanks"]) {
      expect(readAnalyticsEvent({ name: "demo_opened", from })).toEqual({ name: "demo_opened", properties: { from } });
    }
    for (const name of ["waitlist_resent", "demo_booked", "demo_fallback"]) {
      expect(readAnalyticsEvent({ name })).toEqual({ name });
    }
  });

  it("covers exactly the five events the site reports", () => {
    expect(Object.keys(ANALYTICS_EVENTS).sort()).toEqual([
      "demo_booked",
      "demo_fallback",
      "demo_opened",
      "waitlist_resent",
      "waitlist_submitted",
    ]);
  });

  it("leaves behind anything not in the list, so typed values never travel with an event", () => {
    const event = {
      name: "waitlist_submitted",
      placement: "hero",
      outcome: "sent",
      email: "ada@example.com",
      name2: "Ada",
      company: "Co",
    };
    expect(readAnalyticsEvent(event)).toEqual({
      name: "waitlist_submitted",
      properties: { placement: "hero", outcome: "sent" },
    });
    expect(readAnalyticsEvent({ name: "demo_booked", uid: "abc", attendee: "ada@example.com" })).toEqual({
      name: "demo_booked",
    });
  });

  it("refuses unknown events and any property outside its allowed values", () => {
    for (const value of [
      undefined,
      null,
      "demo_opened",
      { name: "page_left" },
      { name: "toString" },
      { name: "__proto__" },
      { name: "demo_opened" },
      { name: "demo_opened", from: "ada@example.com" },
      { name: "demo_opened", from: ["header"] },
      { name: "waitlist_submitted", placement: "hero" },
      { name: "waitlist_submitted", placement: "footer", outcome: "sent" },
      { name: "waitlist_submitted", placement: "hero", outcome: "rejected" },
    ]) {
      expect(readAnalyticsEvent(value)).toBeUndefined();
    }
  });
});

describe("visitorOptedOut", () => {
  it("is true with Global Privacy Control or Do Not Track on", () => {
    expect(visitorOptedOut({ globalPrivacyControl: true })).toBe(true);
    expect(visitorOptedOut({ doNotTrack: "1" })).toBe(true);
    expect(visitorOptedOut({ doNotTrack: "yes" })).toBe(true);
    expect(visitorOptedOut({ globalPrivacyControl: true, doNotTrack: "0" })).toBe(true);
  });

  it("is false when neither signal is on", () => {
    expect(visitorOptedOut({})).toBe(false);
    expect(visitorOptedOut({ globalPrivacyControl: false, doNotTrack: null })).toBe(false);
    expect(visitorOptedOut({ doNotTrack: "0" })).toBe(false);
    expect(visitorOptedOut({ doNotTrack: "unspecified" })).toBe(false);
  });
});

describe("reportedUrl", () => {
  it("keeps the origin and path, and drops the query and fragment", () => {
    expect(reportedUrl("https://bioattest.example/")).toBe("https://bioattest.example/");
    expect(reportedUrl("https://bioattest.example/privacy?email=ada%40example.com#your-rights")).toBe(
      "https://bioattest.example/privacy",
    );
    expect(reportedUrl("http://127.0.0.1:4321/404?token=abc")).toBe("http://127.0.0.1:4321/404");
  });

  it("gives nothing for what is not an absolute web address", () => {
    expect(reportedUrl("/privacy?x=1")).toBeUndefined();
    expect(reportedUrl("not a url")).toBeUndefined();
    expect(reportedUrl("data:text/plain,ada@example.com")).toBeUndefined();
  });
});
