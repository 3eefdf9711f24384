import { MAX_SEARCH_AGE, MIN_SEARCH_AGE } from "~/domain/members";

/** At most this many interests in one questionnaire (the API's limit). */
export const MAX_FINDER_INTERESTS = 10;

/** The questionnaire's answers as the URL carries them (the names are match-finder.php's). */
export interface FinderAnswers {
  gender: "male" | "female" | "";
  min_age: number;
  max_age: number;
  country: string;
  countryregion: string;
  interests: string[];
}

export interface FinderSite {
  countries: string[];
  regions: { country: string; name: string }[];
  interests: string[];
}

const age = (value: string | null) => {
  const n = value && /^\d{1,2}$/.test(value) ? Number(value) : NaN;
  return n >= MIN_SEARCH_AGE && n <= MAX_SEARCH_AGE ? n : null;
};

/**
 * The answers of a URL: complete once both ages are there (the finder then runs). Anything the site
 * does not offer is dropped, never an error; ages the wrong way round are swapped; a region without
 * its country takes the country it belongs to. More than the allowed interests is the one error.
 */
export function parseFinderAnswers(params: URLSearchParams, site: FinderSite, defaults: FinderAnswers) {
  const min = age(params.get("min_age"));
  const max = age(params.get("max_age"));
  const complete = min !== null && max !== null;
  if (!complete) return { answers: defaults, complete, error: null };
  const gender = params.get("gender");
  let country = params.get("country") ?? "";
  if (!site.countries.includes(country)) country = "";
  const region = params.get("countryregion") ?? "";
  const owners = site.regions.filter((r) => r.name === region && (!country || r.country === country));
  if (!country && owners.length === 1) country = owners[0].country;
  const chosen = params.getAll("interests").flatMap((v) => v.split(","));
  const interests = [...new Set(chosen)].filter((key) => site.interests.includes(key));
  const answers: FinderAnswers = {
    gender: gender === "male" || gender === "female" ? gender : "",
    min_age: Math.min(min, max),
    max_age: Math.max(min, max),
    country,
    countryregion: owners.some((r) => r.country === country) ? region : "",
    interests,
  };
  return { answers, complete, error: interests.length > MAX_FINDER_INTERESTS ? ("too_many_interests" as const) : null };
}

/** match-finder.php's query for the answers: only what was answered. */
export function finderQuery(answers: FinderAnswers) {
  return {
    min_age: String(answers.min_age),
    max_age: String(answers.max_age),
    ...(answers.gender ? { gender: answers.gender } : {}),
    ...(answers.country ? { country: answers.country } : {}),
    ...(answers.country && answers.countryregion ? { countryregion: answers.countryregion } : {}),
    ...(answers.interests.length ? { interests: answers.interests.join(",") } : {}),
  };
}

/** The first answers offered: the member's usual search (gender), ±10 years around the own age, the own country. */
export function defaultAnswers(
  gender: "male" | "female" | undefined,
  own: { age: number | null; country: string },
  countries: string[]
): FinderAnswers {
  const base = own.age ?? 30;
  return {
    gender: gender ?? "",
    min_age: Math.max(MIN_SEARCH_AGE, base - 10),
    max_age: Math.min(MAX_SEARCH_AGE, base + 10),
    country: countries.includes(own.country) ? own.country : "",
    countryregion: "",
    interests: [],
  };
}
