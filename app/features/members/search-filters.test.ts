import { describe, expect, it } from "vitest";
import {
  defaultSearchFilters,
  filterParams,
  hasFilters,
  parsePage,
  parseSearchFilters,
  searchHref,
} from "./search-filters";

const countries = { countries: ["NL", "BE"] };
const parse = (query: string) => parseSearchFilters(new URLSearchParams(query), countries);

describe("the search in the URL", () => {
  it("reads every filter and writes the same URL back", () => {
    const filters = parse("gender=female&country=NL&countryregion=Utrecht&min_age=25&max_age=40&body_type=curvy");
    expect(filters).toMatchObject({
      gender: "female",
      country: "NL",
      countryregion: "Utrecht",
      min_age: 25,
      max_age: 40,
    });
    expect(filters.choices).toEqual({ body_type: "curvy" });
    expect(searchHref(filters, 3)).toBe(
      "/members?gender=female&country=NL&countryregion=Utrecht&min_age=25&max_age=40&body_type=curvy&page=3"
    );
  });

  it("keeps an any-search explicit in its page links (no filter at all is the default search)", () => {
    expect(searchHref(parse("gender=&min_age=&max_age="), 2)).toBe("/members?gender=&min_age=&max_age=&page=2");
  });

  it("drops what it cannot use instead of failing: unknown values, another site's country, bad ages", () => {
    const filters = parse("gender=robot&country=US&countryregion=Texas&min_age=12&max_age=abc&hair_color=purple");
    expect(filterParams(filters)).toEqual({});
  });

  it("swaps ages given the wrong way round and keeps a region only with its country", () => {
    expect(parse("min_age=50&max_age=30")).toMatchObject({ min_age: 30, max_age: 50 });
    expect(parse("countryregion=Utrecht").countryregion).toBeUndefined();
  });

  it("refuses control characters and overlong regions", () => {
    expect(parse("country=NL&countryregion=a%00b").countryregion).toBeUndefined();
    expect(parse(`country=NL&countryregion=${"x".repeat(81)}`).countryregion).toBeUndefined();
  });

  it("tells an empty search (all filters cleared) from no search at all", () => {
    expect(hasFilters(new URLSearchParams(""))).toBe(false);
    expect(hasFilters(new URLSearchParams("page=2"))).toBe(false);
    expect(hasFilters(new URLSearchParams("gender="))).toBe(true);
  });

  it("bounds the page", () => {
    expect(parsePage(new URLSearchParams("page=0"))).toBe(1);
    expect(parsePage(new URLSearchParams("page=-3"))).toBe(1);
    expect(parsePage(new URLSearchParams("page=2.5"))).toBe(1);
    expect(parsePage(new URLSearchParams("page=99999"))).toBe(40);
  });
});

describe("the member's default search", () => {
  const own = { gender: "male", sexuality: "hetero", age: 34, country: "NL" } as const;

  it("looks for the other gender near the member's age in the member's country", () => {
    expect(defaultSearchFilters(1, own)).toMatchObject({ gender: "female", country: "NL", min_age: 24, max_age: 44 });
  });

  it("follows the niche: a gay site searches men, the women's site women", () => {
    expect(defaultSearchFilters(7, own).gender).toBe("male");
    expect(defaultSearchFilters(2, { ...own, gender: "female" }).gender).toBe("female");
  });

  it("follows the member's sexuality and keeps ages inside 18–99", () => {
    expect(defaultSearchFilters(1, { ...own, sexuality: "gay" }).gender).toBe("male");
    expect(defaultSearchFilters(1, { ...own, sexuality: "bi" }).gender).toBeUndefined();
    expect(defaultSearchFilters(1, { ...own, age: 20 })).toMatchObject({ min_age: 18, max_age: 30 });
  });

  it("has no defaults for a visitor", () => {
    expect(filterParams(defaultSearchFilters(1, null))).toEqual({});
  });
});
