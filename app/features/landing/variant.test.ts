import { describe, expect, it } from "vitest";
import { cityFirst, landerVariant } from "./variant";

const cities = ["Amsterdam", "Den Haag", "'s-Hertogenbosch", "Liège", null];

describe("landerVariant", () => {
  it("reads a city of the members, whatever its spelling in the URL", () => {
    expect(landerVariant("amsterdam", cities)).toEqual({ type: "city", city: "Amsterdam" });
    expect(landerVariant("den-haag", cities)).toEqual({ type: "city", city: "Den Haag" });
    expect(landerVariant("Den_Haag", cities)).toEqual({ type: "city", city: "Den Haag" });
    expect(landerVariant("liege", cities)).toEqual({ type: "city", city: "Liège" });
    expect(landerVariant("s-hertogenbosch", cities)).toEqual({ type: "city", city: "'s-Hertogenbosch" });
  });

  it("reads a theme word", () => {
    expect(landerVariant("discreet", cities)).toEqual({ type: "theme", word: "discreet" });
    expect(landerVariant("Weekend", cities)).toEqual({ type: "theme", word: "weekend" });
  });

  it("falls back to the default for anything else, never failing", () => {
    for (const slug of [undefined, "", "nowhere", "x".repeat(61), "<script>", "a/b", "%00"])
      expect(landerVariant(slug, cities)).toEqual({ type: "default" });
  });
});

describe("cityFirst", () => {
  it("puts the city's members first and keeps the order otherwise", () => {
    const members = [{ city: "A" }, { city: "B" }, { city: "A" }, { city: null }];
    expect(cityFirst(members, { type: "city", city: "A" })).toEqual([
      { city: "A" },
      { city: "A" },
      { city: "B" },
      { city: null },
    ]);
    expect(cityFirst(members, { type: "default" })).toEqual(members);
  });
});
