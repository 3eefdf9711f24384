// The seed plan without a database: repeatable, and what the database gets (compared in
// server.test.ts through the same buildSeed()).
import { fakerPL } from "@faker-js/faker";
import { describe, expect, it } from "vitest";
import { GEO, REGION_LABEL } from "./geo";
import { buildSeed, MEMBERS_PER_SITE } from "./index";
import { DEMO_SITES } from "./sites";

describe("the seed plan", () => {
  it("is the same every time it is made", () => {
    const names = () => buildSeed().map((s) => s.members.map((m) => `${m.name} ${m.city} ${m.birthdate}`));
    const first = names();
    expect(names()).toEqual(first);
    // …and not one repeated name: the faker really draws.
    expect(new Set(first[0]).size).toBeGreaterThan(MEMBERS_PER_SITE * 0.5);
  });

  it("names each member with a first name of their country", () => {
    const gay = buildSeed().find((s) => s.site.niche === 7)!;
    const polish = gay.members.filter((m) => m.country === "PL");
    expect(polish.length).toBeGreaterThan(20);
    const polishMen = new Set((fakerPL.rawDefinitions.person?.first_name as { male: string[] }).male);
    for (const m of polish) expect(polishMen, m.name).toContain(m.name.replace(/\d+$/, ""));
  });

  it("has real regions with cities and a region word for every country of every site", () => {
    for (const site of DEMO_SITES) {
      for (const country of site.countries) {
        const regions = Object.entries(GEO[country] ?? {});
        expect(regions.length, country).toBeGreaterThanOrEqual(4);
        for (const [, cities] of regions) expect(cities.length).toBeGreaterThanOrEqual(1);
        expect(REGION_LABEL[country], country).toBeDefined();
      }
    }
  });
});
