import { campaignParams } from "../../src/components/demo/campaignParams";

describe("campaignParams", () => {
  it("keeps the utm_ codes and nothing else", () => {
    expect(campaignParams("?utm_source=newsletter&utm_campaign=q4&email=ada%40example.com&ref=x")).toEqual({
      utm_source: "newsletter",
      utm_campaign: "q4",
    });
  });

  it("is empty for a page without a query", () => {
    expect(campaignParams("")).toEqual({});
  });
});
