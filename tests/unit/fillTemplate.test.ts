import { fillTemplate } from "../../src/lib/fillTemplate";

describe("fillTemplate", () => {
  it("fills every {name} it is given, leaving other braces alone", () => {
    expect(fillTemplate("{a} and {b}, {table:x}", { a: 1, b: "two" }, "f.txt")).toBe("1 and two, {table:x}");
  });

  it("stops on a name it was not given, naming the file", () => {
    expect(() => fillTemplate("{brand} {brnad}", { brand: "B" }, "src/content/f.txt")).toThrow(
      /src\/content\/f\.txt: \{brnad\}/,
    );
  });
});
