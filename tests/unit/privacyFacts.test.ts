import { readFileSync } from "node:fs";
import { load } from "js-yaml";
import {
  PRIVACY_FACTS_ENTRY,
  PRIVACY_FACTS_FILE,
  privacyFactsSchema,
  providersInUse,
  visitorProblems,
} from "../../src/config/privacyFacts";

const read = (path: string) => (load(readFileSync(path, "utf8")) as Record<string, unknown>)[PRIVACY_FACTS_ENTRY];
// Real-looking facts, as a deployment supplies them; each test breaks one.
const filled = () => structuredClone(read("tests/fixtures/privacy-facts.yaml")) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const site = {
  waitlistUrl: "https://waitlist.test/f/abc",
  calOrigin: "https://cal.com",
  privacyEmail: "privacy@attestation-testing.co.uk",
};

describe("visitorProblems", () => {
  it("lets real facts through", () => {
    expect(visitorProblems(filled(), site)).toEqual([]);
  });

  it("names a field that is unset", () => {
    const facts = filled();
    delete facts.controller.address;
    delete facts.dpo;
    expect(visitorProblems(facts, site)).toEqual([
      `${PRIVACY_FACTS_FILE}: controller.address is not set`,
      `${PRIVACY_FACTS_FILE}: dpo must be none, or a name and email`,
    ]);
  });

  it("names a value marked [sample]", () => {
    const facts = filled();
    facts.controller.name = "[sample] BioAttest legal entity";
    expect(visitorProblems(facts, site)).toEqual([
      `${PRIVACY_FACTS_FILE}: controller.name is a sample value (marked [sample])`,
    ]);
  });

  it("names an .example address, in the facts and in PUBLIC_PRIVACY_EMAIL", () => {
    const facts = filled();
    facts.providers[1].terms = "https://forms.example/privacy";
    const problems = visitorProblems(facts, { ...site, privacyEmail: "privacy@bioattest.example" }, "facts.yaml");
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^PUBLIC_PRIVACY_EMAIL \(privacy@bioattest\.example\) uses an example domain/);
    expect(problems[1]).toMatch(/^facts\.yaml: providers\[1\]\.terms uses an example domain/);
  });

  it("names the default service description standing in for a provider's name", () => {
    const facts = filled();
    facts.providers[1].name = "a third-party form service";
    expect(visitorProblems(facts, site)).toEqual([
      `${PRIVACY_FACTS_FILE}: providers[1].name describes the service instead of naming it`,
    ]);
  });

  it('names a retention of "as long as necessary"', () => {
    const facts = filled();
    facts.purposes.booking.retention = "As long as necessary for the purpose";
    expect(visitorProblems(facts, site)).toEqual([
      `${PRIVACY_FACTS_FILE}: purposes.booking.retention says "as long as necessary": give a period, or what decides it`,
    ]);
  });

  it("names a configured waitlist host or calendar origin that no provider serves", () => {
    const problems = visitorProblems(filled(), {
      ...site,
      waitlistUrl: "https://formspree.io/f/abc",
      calOrigin: "https://app.cal.eu",
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /providers has no waitlist entry whose hosts serve formspree\.io \(PUBLIC_WAITLIST_URL\)/,
    );
    expect(problems[1]).toMatch(
      /providers has no scheduling entry whose hosts serve app\.cal\.eu \(PUBLIC_CAL_ORIGIN\)/,
    );
  });

  it("asks a controller outside the EEA for an EU representative, or an explicit decision", () => {
    const facts = filled();
    delete facts.euRepresentative;
    expect(visitorProblems(facts, site)).toEqual([
      expect.stringMatching(/euRepresentative is not set: .*outside the EEA \(GB\)/),
    ]);
    facts.euRepresentative = "not required";
    expect(visitorProblems(facts, site)).toEqual([]);
    facts.controller.country = "DE";
    delete facts.euRepresentative;
    expect(visitorProblems(facts, site)).toEqual([]);
  });

  it("names the interest a legitimate-interests purpose leaves out", () => {
    const facts = filled();
    delete facts.purposes.analytics.interest;
    expect(visitorProblems(facts, site)).toEqual([
      expect.stringMatching(/purposes\.analytics\.interest is not set: a purpose resting on legitimate interests/),
    ]);
  });

  it("reads the committed facts file: sample or real, every build needs it whole", () => {
    expect(privacyFactsSchema.safeParse(read(PRIVACY_FACTS_FILE)).error?.issues).toBeUndefined();
  });
});

describe("providersInUse", () => {
  it("follows the configured addresses, subdomains included, and always lists the host", () => {
    const facts = privacyFactsSchema.parse(filled());
    const inUse = providersInUse(facts.providers, {
      ...site,
      waitlistUrl: "https://eu.waitlist.test/f",
      calOrigin: "https://app.cal.com",
    });
    expect(inUse.listed.map((provider) => provider.name)).toEqual(["Vercel", "Fixture Forms", "Cal.com"]);
    const elsewhere = providersInUse(facts.providers, {
      ...site,
      waitlistUrl: "https://notwaitlist.test/f",
      calOrigin: "https://cal.eu",
    });
    expect(elsewhere.listed.map((provider) => provider.name)).toEqual(["Vercel"]);
  });
});
