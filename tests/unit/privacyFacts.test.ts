import { readFileSync } from "node:fs";
import { PRIVACY_FACTS_ENTRY, privacyFactsSchema } from "../../src/privacy/factsSchema";
import { providersInUse } from "../../src/privacy/providersInUse";
import { buildDay, visitorFactsSchema, visitorProblems } from "../../src/privacy/visitorChecks";

// Real-looking facts, as a deployment supplies them; each test breaks one.
const fixture = JSON.parse(readFileSync("tests/fixtures/privacy-facts.json", "utf8"))[PRIVACY_FACTS_ENTRY];
const filled = () => structuredClone(fixture) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const site = {
  waitlistUrl: "https://waitlist.test/f/abc",
  calOrigin: "https://cal.com",
  privacyEmail: "privacy@attestation-testing.co.uk",
};
// A fixed day: no test depends on the day it runs.
const TODAY = "2026-12-01";
const problems = (facts: unknown, where: Parameters<typeof visitorProblems>[1] = site, today = TODAY) =>
  visitorProblems(facts, where, today).map(({ path, message }) => `${path.join(".")}: ${message}`);

describe("a build for visitors", () => {
  it("lets real facts through", () => {
    expect(problems(filled())).toEqual([]);
  });

  it("names a field that is unset, and still checks the rest", () => {
    const facts = filled();
    delete facts.controller.address;
    delete facts.dpo;
    facts.providers[2].role = "controller";
    expect(problems(facts)).toEqual([
      "controller.address: is not set",
      "dpo: must be none, or a name and email",
      expect.stringMatching(/^providers\.2\.role: is controller: .* must be a processor/),
    ]);
  });

  it("names every kind of stand-in: [sample], an example domain, the unnamed service, TBD", () => {
    const facts = filled();
    facts.controller.name = "[sample] BioAttest legal entity";
    facts.providers[1].dpa = "https://forms.example/dpa";
    facts.providers[1].name = "a third-party form service";
    facts.dpo = { name: "TBD", email: "someone@attestation-testing.co.uk" };
    expect(problems(facts)).toEqual([
      "controller.name: is a sample value (marked [sample])",
      "dpo.name: is a placeholder: write the fact",
      "providers.1.name: describes the service instead of naming it",
      "providers.1.dpa: uses an example domain (RFC 2606), not a real address",
    ]);
    expect(
      problems(filled(), {
        ...site,
        privacyEmail: "privacy@bioattest.example",
        siteUrl: "https://bioattest.example",
        securityEmail: "security@attestation-testing.co.uk",
      }),
    ).toEqual([
      "PUBLIC_SITE_URL: (https://bioattest.example) uses an example domain (RFC 2606), not a real address",
      "PUBLIC_PRIVACY_EMAIL: (privacy@bioattest.example) uses an example domain (RFC 2606), not a real address",
    ]);
  });

  it.each([
    "As long as necessary for the purpose",
    "For as long as it is necessary",
    "as long as reasonably required",
    "Until no longer needed",
    "As needed",
    "TBD",
    "N/A",
  ])('refuses the vague retention "%s"', (retention) => {
    const facts = filled();
    facts.purposes.booking.retention = retention;
    expect(problems(facts)).toContainEqual(expect.stringMatching(/^purposes\.booking\.retention: /));
  });

  it("lets a retention through that names the event ending it", () => {
    const facts = filled();
    facts.purposes.waitlist.retention = "As long as you remain on the waitlist, and 6 months after";
    expect(problems(facts)).toEqual([]);
  });

  it("refuses a waitlist address that is not https:, or loopback", () => {
    expect(problems(filled(), { ...site, waitlistUrl: "http://waitlist.test/f/abc" })).toEqual([
      expect.stringMatching(/^PUBLIC_WAITLIST_URL: is http:\/\/waitlist\.test\/f\/abc: it must be an https: address/),
    ]);
    expect(problems(filled(), { ...site, waitlistUrl: "http://127.0.0.1:8787/waitlist" })).toContainEqual(
      "PUBLIC_WAITLIST_URL: is http://127.0.0.1:8787/waitlist (unset or loopback): set it to the waitlist service's sign-up address",
    );
  });

  it("refuses a waitlist or booking provider that is a controller, and lets the host be one", () => {
    const facts = filled();
    facts.providers[1].role = "controller";
    facts.providers[0].role = "controller";
    expect(problems(facts)).toEqual([expect.stringMatching(/^providers\.1\.role: is controller/)]);
  });

  it("refuses a provider outside the EEA and the UK without a safeguard for each law, and asks none of one inside", () => {
    const facts = filled();
    facts.providers[1].transfer = { eu: "none needed", uk: "Standard Contractual Clauses with the UK Addendum" };
    facts.providers[2].transfer.uk = "n/a";
    expect(problems(facts)).toEqual([
      'providers.1.transfer.eu: says "none needed", but the provider processes in US, outside the EEA: name the safeguard',
      'providers.2.transfer.uk: says "n/a", but the provider processes in US, outside the UK: name the safeguard',
    ]);
    facts.providers[1].countries = ["IE"];
    facts.providers[2].countries = ["DE", "GB"];
    expect(problems(facts)).toEqual([]);
  });

  it("refuses a provider checked more than 12 months before the build, or after it", () => {
    const facts = filled();
    facts.providers[0].checkedOn = "2025-11-30";
    facts.providers[1].checkedOn = "2026-12-02";
    facts.providers[2].checkedOn = "2025-12-01";
    expect(problems(facts)).toEqual([
      expect.stringMatching(
        /^providers\.0\.checkedOn: is 2025-11-30, more than 12 months before this build \(2026-12-01\)/,
      ),
      "providers.1.checkedOn: is 2026-12-02, after this build's day (2026-12-01)",
    ]);
    // The same facts are stale a year later: the day is the build's, never the test's.
    expect(problems(filled(), site, "2027-12-01")).toHaveLength(4);
  });

  it("refuses a provider's privacy policy where its data processing terms belong", () => {
    const facts = filled();
    facts.providers[2].dpa = "https://cal.com/privacy";
    expect(problems(facts)).toEqual([
      "providers.2.dpa: (https://cal.com/privacy) is a privacy policy's address: link the provider's data processing terms",
    ]);
  });

  it("asks a controller outside the EEA or the UK for each representative, or an explicit decision", () => {
    const facts = filled();
    delete facts.euRepresentative;
    expect(problems(facts)).toEqual([expect.stringMatching(/^euRepresentative: is not set: .*outside the EEA \(GB\)/)]);
    facts.euRepresentative = "not required";
    facts.controller.country = "US";
    expect(problems(facts)).toEqual([expect.stringMatching(/^ukRepresentative: is not set: .*outside the UK \(US\)/)]);
    facts.ukRepresentative = { name: "Fixture UK Rep Ltd", address: "2 Test Row, London", email: "uk@fixture.co.uk" };
    expect(problems(facts)).toEqual([]);
  });

  it("names the interest a legitimate-interests purpose leaves out", () => {
    const facts = filled();
    delete facts.purposes.analytics.interest;
    expect(problems(facts)).toEqual([
      expect.stringMatching(/^purposes\.analytics\.interest: is not set: a purpose resting on legitimate interests/),
    ]);
  });

  it("names a configured waitlist host or calendar origin that no provider serves", () => {
    expect(
      problems(filled(), { ...site, waitlistUrl: "https://formspree.io/f/abc", calOrigin: "https://app.cal.eu" }),
    ).toEqual([
      "providers: has no waitlist entry whose hosts serve formspree.io (PUBLIC_WAITLIST_URL)",
      "providers: has no scheduling entry whose hosts serve app.cal.eu (PUBLIC_CAL_ORIGIN)",
    ]);
  });

  it("refuses product facts that are stand-ins or stale", () => {
    const facts = filled();
    facts.product.signingKeys = "[sample] Where the keys would be held";
    facts.product.updatedOn = "2024-01-01";
    expect(problems(facts)).toEqual([
      "product.signingKeys: is a sample value (marked [sample])",
      expect.stringMatching(/^product\.updatedOn: is 2024-01-01, more than 12 months before/),
    ]);
  });

  it("fails the content schema with one issue per problem, each at its field", () => {
    const facts = filled();
    facts.providers[1].role = "controller";
    facts.purposes.hosting.retention = "TBD";
    const result = visitorFactsSchema(site, TODAY).safeParse(facts);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "purposes.hosting.retention",
      "providers.1.role",
    ]);
    expect(visitorFactsSchema(site, TODAY).parse(filled())).toEqual(privacyFactsSchema.parse(filled()));
  });
});

describe("buildDay", () => {
  it("is SOURCE_DATE_EPOCH's day when it is set, else today's", () => {
    expect(buildDay({ SOURCE_DATE_EPOCH: "1764547200" })).toBe("2025-12-01");
    expect(buildDay({}, Date.UTC(2031, 0, 9, 23, 59))).toBe("2031-01-09");
    expect(buildDay({ SOURCE_DATE_EPOCH: "" }, Date.UTC(2031, 0, 9))).toBe("2031-01-09");
  });
});

describe("providersInUse", () => {
  it("follows the configured addresses, subdomains included, and always lists the host", () => {
    const facts = privacyFactsSchema.parse(filled());
    const inUse = providersInUse(facts.providers, {
      waitlistUrl: "https://eu.waitlist.test/f",
      calOrigin: "https://app.cal.com",
    });
    expect(inUse.listed.map((provider) => provider.name)).toEqual(["Vercel", "Fixture Forms", "Cal.com"]);
    const elsewhere = providersInUse(facts.providers, {
      waitlistUrl: "https://notwaitlist.test/f",
      calOrigin: "https://cal.eu",
    });
    expect(elsewhere.listed.map((provider) => provider.name)).toEqual(["Vercel"]);
  });
});
