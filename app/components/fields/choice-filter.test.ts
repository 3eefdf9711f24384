import { describe, expect, it } from "vitest";
import { filterChoices } from "./choice-filter";

const interests = [
  { value: "sex_toys", text: "Sex toys" },
  { value: "beach", text: "Beach" },
  { value: "theater", text: "Théâtre" },
  { value: "wine", text: "Wine" },
  { value: "safe_sex", text: "Safe sex" },
];
const found = (query: string) => [...filterChoices(interests, query)];

describe("filterChoices", () => {
  it("keeps every choice while nothing is typed", () => {
    expect(found("")).toEqual(["sex_toys", "beach", "theater", "wine", "safe_sex"]);
    expect(found("   ")).toHaveLength(5);
  });

  it("finds what is typed anywhere in a label, whatever the case", () => {
    expect(found("WI")).toEqual(["wine"]);
    expect(found("each")).toEqual(["beach"]);
    expect(found("sex")).toEqual(["sex_toys", "safe_sex"]);
  });

  it("needs every word typed, in any order", () => {
    expect(found("toys sex")).toEqual(["sex_toys"]);
    expect(found("sex wine")).toEqual([]);
  });

  it("ignores accents on either side", () => {
    expect(found("theatre")).toEqual(["theater"]);
    expect(found("thé")).toEqual(["theater"]);
  });

  it("finds nothing for a word no label holds", () => {
    expect(found("zzz")).toEqual([]);
  });
});
