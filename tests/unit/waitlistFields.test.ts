import {
  cleanField,
  encodeSignup,
  isComplete,
  isHoneypotFilled,
  isSignup,
  readSignup,
} from "../../src/waitlist/fields";

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
}

describe("encodeSignup", () => {
  it("form-encodes name, email and company, in that order, then the sign-up's id", () => {
    expect(encodeSignup({ name: "Ada Lovelace", email: "ada@example.com", company: "Analytical & Co" }, "m1-x")).toBe(
      "name=Ada+Lovelace&email=ada%40example.com&company=Analytical+%26+Co&signup_id=m1-x",
    );
  });

  it("escapes characters that would otherwise split or inject fields", () => {
    const body = encodeSignup({ name: "a=b&c", email: "x+y@example.com", company: "<script>alert(1)</script>" }, "i");
    const decoded = new URLSearchParams(body);
    expect([...decoded.keys()]).toEqual(["name", "email", "company", "signup_id"]);
    expect(decoded.get("name")).toBe("a=b&c");
    expect(decoded.get("email")).toBe("x+y@example.com");
    expect(decoded.get("company")).toBe("<script>alert(1)</script>");
  });

  it("round-trips non-ASCII names", () => {
    const signup = { name: "Zoë Łukasiewicz 山田", email: "z@example.com", company: "Ærø ApS" };
    expect(Object.fromEntries(new URLSearchParams(encodeSignup(signup, "i")))).toEqual({ ...signup, signup_id: "i" });
  });
});

describe("cleanField", () => {
  it("strips whitespace and invisible format characters from both ends", () => {
    expect(cleanField("\u200b\ufeff Ada \u200d\u00a0")).toBe("Ada");
    expect(cleanField("\u2060\u180eCo\u0085\u2028")).toBe("Co");
  });

  it("leaves nothing of a value made only of them", () => {
    for (const blank of ["\u200b", "\u200c\u200d", "\ufeff", " \t\n", "\u3164", "\u2066\u2069", "\u00ad"]) {
      expect(cleanField(blank), JSON.stringify(blank)).toBe("");
    }
  });

  it("turns controls inside a value (NUL, ESC, tabs, line breaks) into spaces: a value stays one line of text", () => {
    expect(cleanField("Ada\u0000Lovelace")).toBe("Ada Lovelace");
    expect(cleanField("Ada\u001b[31mLovelace")).toBe("Ada [31mLovelace");
    expect(cleanField("Analytical\r\nEngines\tLtd")).toBe("Analytical Engines Ltd");
  });

  it("removes bidi embeddings, overrides, isolates and marks, which make text read as something else", () => {
    expect(cleanField("invoice-\u202efdp.exe")).toBe("invoice-fdp.exe");
    for (const steering of [
      "\u202a",
      "\u202b",
      "\u202c",
      "\u202d",
      "\u202e",
      "\u2066",
      "\u2067",
      "\u2068",
      "\u2069",
      "\u200e",
      "\u200f",
      "\u061c",
    ])
      expect(cleanField(`a${steering}b`), JSON.stringify(steering)).toBe("ab");
  });

  it("keeps a value that starts like a formula as text, as given: only a spreadsheet export neutralises it", () => {
    for (const formula of ["=1+1", "+1", "-1", "@SUM(A1)"]) expect(cleanField(formula)).toBe(formula);
    // A leading tab is cleaned away like any edge whitespace; the export still neutralises the "=".
    expect(cleanField("\t=1+1")).toBe("=1+1");
  });

  it("keeps ordinary Unicode of any script", () => {
    expect(cleanField("عربي 日本 Ελληνικά Zoë")).toBe("عربي 日本 Ελληνικά Zoë");
  });

  it("keeps what sits inside a value: joiners build emoji and some scripts", () => {
    expect(cleanField("👩\u200d💻 Dev")).toBe("👩\u200d💻 Dev");
    expect(cleanField("می\u200cخواهم")).toBe("می\u200cخواهم");
    expect(cleanField("Zoë Łukasiewicz")).toBe("Zoë Łukasiewicz");
  });
});

describe("readSignup", () => {
  it("trims the fields and ignores anything else in the form", () => {
    const signup = readSignup(form({ name: "  Ada  ", email: " ada@example.com\n", company: "\tCo ", website: "x" }));
    expect(signup).toEqual({ name: "Ada", email: "ada@example.com", company: "Co" });
  });

  it("cleans invisible characters the same way on every field", () => {
    const signup = readSignup(form({ name: "\u200bAda\ufeff", email: "\u200d ada@example.com", company: "\u200b" }));
    expect(signup).toEqual({ name: "Ada", email: "ada@example.com", company: "" });
    expect(isComplete(signup)).toBe(false);
    expect(isComplete({ ...signup, company: "Co" })).toBe(true);
  });

  it("does not leave a cut-off surrogate or a trailing space at the cap", () => {
    expect(readSignup(form({ name: `${"n".repeat(199)}😀` })).name).toBe("n".repeat(199));
    expect(readSignup(form({ name: `${"n".repeat(198)}  x` })).name).toBe("n".repeat(198));
  });

  it("refuses an email the cap cut before its @", () => {
    const cut = readSignup(form({ name: "Ada", email: `${"e".repeat(260)}@example.com`, company: "Co" }));
    expect(cut.email).toHaveLength(254);
    expect(isComplete(cut)).toBe(false);
    expect(isComplete({ ...cut, email: "ada@example.com" })).toBe(true);
  });

  it("caps over-long values (254 for email) and reads missing fields as empty", () => {
    const signup = readSignup(form({ name: "n".repeat(10_000), email: "e".repeat(10_000) }));
    expect(signup.name).toHaveLength(200);
    expect(signup.email).toHaveLength(254);
    expect(signup.company).toBe("");
  });
});

describe("isHoneypotFilled", () => {
  it("is true only when the hidden field holds something visible", () => {
    expect(isHoneypotFilled(form({ website: "http://spam.example" }))).toBe(true);
    expect(isHoneypotFilled(form({ website: "  \u200b" }))).toBe(false);
    expect(isHoneypotFilled(form({}))).toBe(false);
  });

  it("looks at every copy of the field, in a form or a posted body", () => {
    expect(isHoneypotFilled(new URLSearchParams("name=a&website=x&website="))).toBe(true);
    expect(isHoneypotFilled(new URLSearchParams("website=&name=a&website=x"))).toBe(true);
    expect(isHoneypotFilled(new URLSearchParams("website=&website="))).toBe(false);
  });
});

describe("isSignup", () => {
  it("accepts only objects with the three non-empty string fields", () => {
    expect(isSignup({ name: "a", email: "b", company: "c" })).toBe(true);
    expect(isSignup({ name: "a", email: "b" })).toBe(false);
    expect(isSignup({ name: "a", email: "", company: "c" })).toBe(false);
    expect(isSignup({ name: 1, email: "b", company: "c" })).toBe(false);
    expect(isSignup(null)).toBe(false);
    expect(isSignup("name=a")).toBe(false);
  });
});
