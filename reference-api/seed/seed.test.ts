// The seed plan without a database: repeatable, and what the database gets (compared in
// server.test.ts through the same buildSeed()).
import fs from "node:fs";
import { fakerPL } from "@faker-js/faker";
import { describe, expect, it } from "vitest";
import { OPENER_LINES } from "../chat-lines";
import { API_LANGUAGES, apiLanguage } from "../languages";
import { GEO, REGION_LABEL } from "./geo";
import { buildSeed, MEMBERS_PER_SITE, siteKey } from "./index";
import { DEMO_SITES, settingsFor } from "./sites";

/** The languages a demo site's tenant file offers, as the API writes them (en-US reads en). */
function tenantLanguages(domain: string): string[] {
  const file = new URL(`../../tenants/${siteKey(domain)}.json`, import.meta.url);
  const { languages } = JSON.parse(fs.readFileSync(file, "utf8")) as { languages: string[] };
  return [...new Set(languages.map((l) => apiLanguage(l)))].sort() as string[];
}

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

  it("writes each site's texts in every language the site is offered in", () => {
    for (const site of DEMO_SITES) {
      const { texts = {}, ...stored } = settingsFor(site);
      expect(Object.keys(texts).sort(), site.domain).toEqual(tenantLanguages(site.domain));
      for (const [language, text] of Object.entries(texts)) {
        // Each language its own text: no English stand-in.
        if (language !== "en") expect(text.index_title, `${site.domain} ${language}`).not.toBe(texts.en?.index_title);
        if (language !== "en") expect(text.description, `${site.domain} ${language}`).not.toBe(texts.en?.description);
        if (language !== "en") expect(text.fictional_warning).not.toEqual(texts.en?.fictional_warning);
      }
      // Without a language asked for, the site speaks its domain language.
      expect(stored.index_title).toBe(texts[apiLanguage(site.domainLanguage)!]?.index_title);
    }
  });

  it("greets each demo member in their language, whichever the site speaks", () => {
    for (const language of API_LANGUAGES) {
      expect(OPENER_LINES[language]?.length, language).toBeGreaterThanOrEqual(3);
      if (language !== "en") expect(OPENER_LINES[language]).not.toEqual(OPENER_LINES.en);
    }
    for (const plan of buildSeed()) expect(OPENER_LINES[apiLanguage(plan.demo.language)!]).toBeDefined();
  });
});
