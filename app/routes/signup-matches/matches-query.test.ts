import { describe, expect, it } from "vitest";
import { MATCHES_SHOWN, matchesQuery, pickFaces } from "./matches-query";

const own = { gender: "male" as const, sexuality: "hetero" as const, age: 30, country: "NL", region: "Utrecht" };

describe("whom the new member's matches are asked for", () => {
  it("asks for the gender looked for, ten years either side, and the own country and region", () => {
    expect(matchesQuery(1, own, ["NL", "DE"])).toEqual({
      gender: "female",
      min_age: "20",
      max_age: "40",
      country: "NL",
      countryregion: "Utrecht",
    });
  });

  it("asks for any gender for a bisexual member, and keeps the ages within the search's limits", () => {
    const query = matchesQuery(1, { ...own, sexuality: "bi", age: 22 }, ["NL"]);
    expect(query).toEqual({ min_age: "18", max_age: "32", country: "NL", countryregion: "Utrecht" });
  });

  it("follows the niche (the gay site: men) and leaves out a country the site does not serve", () => {
    const query = matchesQuery(7, { ...own, country: "FR", region: null }, ["NL", "DE"]);
    expect(query).toEqual({ gender: "male", min_age: "20", max_age: "40" });
  });
});

describe("the faces shown", () => {
  const photo = { filename: "p.jpg", thumb_filename: "t.jpg", status: "approved" as const, match: "m.jpg" };
  const member = (id: number, country: string, region: string | null, withPhoto = true) => ({
    id,
    country,
    region,
    main_image: withPhoto ? photo : null,
  });

  it("puts the own region first, then the own country, then the rest, each in the API's order", () => {
    const ranked = [
      member(1, "DE", "Bayern"),
      member(2, "NL", "Gelderland"),
      member(3, "NL", "Utrecht"),
      member(4, "BE", "Antwerpen"),
      member(5, "NL", "Utrecht"),
      member(6, "NL", null),
    ];
    expect(pickFaces(ranked, own).map((m) => m.id)).toEqual([3, 5, 2, 6, 1, 4]);
  });

  it("shows faces: members without a photo only to fill up, and at most a dozen", () => {
    const ranked = [
      member(1, "NL", "Utrecht", false),
      ...Array.from({ length: 14 }, (_, i) => member(10 + i, "DE", "Bayern")),
    ];
    const shown = pickFaces(ranked, own);
    expect(shown).toHaveLength(MATCHES_SHOWN);
    expect(shown.every((m) => m.main_image)).toBe(true);
    expect(pickFaces(ranked.slice(0, 3), own).map((m) => m.id)).toEqual([10, 11, 1]);
  });
});
