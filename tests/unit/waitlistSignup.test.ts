import { encodeSignup, isHoneypotFilled, isSignup, readSignup } from "../../src/lib/waitlist/signup";

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
}

describe("encodeSignup", () => {
  it("form-encodes exactly name, email and company, in that order", () => {
    expect(encodeSignup({ name: "Ada Lovelace", email: "ada@example.com", company: "Analytical & Co" })).toBe(
      "name=Ada+Lovelace&email=ada%40example.com&company=Analytical+%26+Co",
    );
  });

  it("escapes characters that would otherwise split or inject fields", () => {
    const body = encodeSignup({ name: "a=b&c", email: "x+y@example.com", company: "<script>alert(1)</script>" });
    const decoded = new URLSearchParams(body);
    expect([...decoded.keys()]).toEqual(["name", "email", "company"]);
    expect(decoded.get("name")).toBe("a=b&c");
    expect(decoded.get("email")).toBe("x+y@example.com");
    expect(decoded.get("company")).toBe("<script>alert(1)</script>");
  });

  it("round-trips non-ASCII names", () => {
    const signup = { name: "Zoë Łukasiewicz 山田", email: "z@example.com", company: "Ærø ApS" };
    expect(Object.fromEntries(new URLSearchParams(encodeSignup(signup)))).toEqual(signup);
  });
});

describe("readSignup", () => {
  it("trims the fields and ignores anything else in the form", () => {
    const signup = readSignup(form({ name: "  Ada  ", email: " ada@example.com\n", company: "\tCo ", website: "x" }));
    expect(signup).toEqual({ name: "Ada", email: "ada@example.com", company: "Co" });
  });

  it("caps over-long values (254 for email) and reads missing fields as empty", () => {
    const signup = readSignup(form({ name: "n".repeat(10_000), email: "e".repeat(10_000) }));
    expect(signup.name).toHaveLength(200);
    expect(signup.email).toHaveLength(254);
    expect(signup.company).toBe("");
  });
});

describe("isHoneypotFilled", () => {
  it("is true only when the hidden field holds something other than whitespace", () => {
    expect(isHoneypotFilled(form({ website: "http://spam.example" }))).toBe(true);
    expect(isHoneypotFilled(form({ website: "  " }))).toBe(false);
    expect(isHoneypotFilled(form({}))).toBe(false);
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
