import { cspMetaFirst } from "../../src/integrations/csp-meta-first/cspMetaFirst";

describe("cspMetaFirst", () => {
  it("moves the CSP <meta> to just after <meta charset>, ahead of the scripts and styles it governs", () => {
    const html =
      '<html><head><meta charset="utf-8"><script>early()</script><style>a{}</style>' +
      '<meta http-equiv="content-security-policy" content="default-src \'none\'"><style>b{}</style></head></html>';
    expect(cspMetaFirst(html)).toBe(
      '<html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="default-src \'none\'">' +
        "<script>early()</script><style>a{}</style><style>b{}</style></head></html>",
    );
  });

  it("leaves a page without a CSP <meta> as it is", () => {
    const html = '<html><head><meta charset="utf-8"><script>early()</script></head></html>';
    expect(cspMetaFirst(html)).toBe(html);
  });
});
