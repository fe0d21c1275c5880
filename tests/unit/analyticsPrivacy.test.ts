import { reportedUrl } from "../../src/components/analytics/reportedUrl";
import { visitorOptedOut } from "../../src/components/analytics/visitorOptedOut";

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
