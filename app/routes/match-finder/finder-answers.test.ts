import { describe, expect, it } from "vitest";
import { defaultAnswers, finderQuery, parseFinderAnswers, type FinderAnswers } from "./finder-answers";

const site = {
  countries: ["NL", "BE"],
  regions: [
    { country: "NL", name: "Utrecht" },
    { country: "BE", name: "Antwerpen" },
  ],
  interests: ["music", "wine", "beach"],
};
const defaults: FinderAnswers = defaultAnswers("female", { age: 34, country: "NL" }, site.countries);
const parse = (query: string) => parseFinderAnswers(new URLSearchParams(query), site, defaults);

describe("the match finder's answers", () => {
  it("offers the member's defaults until the ages are answered", () => {
    expect(parse("gender=male")).toEqual({ answers: defaults, complete: false, error: null });
    expect(defaults).toMatchObject({ gender: "female", min_age: 24, max_age: 44, country: "NL" });
    expect(defaultAnswers(undefined, { age: 20, country: "DE" }, ["NL"])).toMatchObject({
      gender: "",
      min_age: 18,
      country: "",
    });
  });

  it("reads a complete questionnaire and gives the API's query", () => {
    const { answers, complete } = parse(
      "gender=female&min_age=25&max_age=40&country=NL&countryregion=Utrecht&interests=music&interests=wine"
    );
    expect(complete).toBe(true);
    expect(finderQuery(answers)).toEqual({
      gender: "female",
      min_age: "25",
      max_age: "40",
      country: "NL",
      countryregion: "Utrecht",
      interests: "music,wine",
    });
  });

  it("swaps ages, drops what the site does not offer, and finds a region's country", () => {
    const { answers } = parse("gender=robot&min_age=50&max_age=30&country=XX&countryregion=Antwerpen&interests=golf");
    expect(answers).toEqual({
      gender: "",
      min_age: 30,
      max_age: 50,
      country: "BE",
      countryregion: "Antwerpen",
      interests: [],
    });
    expect(finderQuery(answers)).toEqual({ min_age: "30", max_age: "50", country: "BE", countryregion: "Antwerpen" });
  });

  it("drops a region of another country", () => {
    expect(parse("min_age=20&max_age=30&country=NL&countryregion=Antwerpen").answers.countryregion).toBe("");
  });

  it("refuses more than ten interests", () => {
    const many = Array.from({ length: 11 }, (_, i) => `i${String.fromCharCode(97 + i)}`);
    const wide = { ...site, interests: many };
    const result = parseFinderAnswers(
      new URLSearchParams(`min_age=20&max_age=30&${many.map((k) => `interests=${k}`).join("&")}`),
      wide,
      defaults
    );
    expect(result.error).toBe("too_many_interests");
    expect(result.answers.interests).toHaveLength(11);
  });
});
