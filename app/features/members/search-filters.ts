import { CHOICE_FIELDS } from "~/domain/profile-values";
import { defaultSearchGender, MAX_SEARCH_AGE, MIN_SEARCH_AGE, SEARCH_MAX_PAGES } from "~/domain/members";

/**
 * The member search as it lives in the URL (docs/product.md#member-search): shareable, reloadable and the
 * same with or without JavaScript. Anything malformed in the URL is dropped, never an error.
 */
export type ChoiceField = keyof typeof CHOICE_FIELDS;
export const CHOICE_FILTERS = Object.keys(CHOICE_FIELDS) as ChoiceField[];

export interface SearchFilters {
  gender?: "male" | "female";
  country?: string;
  countryregion?: string;
  min_age?: number;
  max_age?: number;
  interest?: string;
  choices: Partial<Record<ChoiceField, string>>;
}

/** The URL names of the filters, in the order the form shows them. */
export const FILTER_PARAMS = [
  "gender",
  "country",
  "countryregion",
  "min_age",
  "max_age",
  "interest",
  ...CHOICE_FILTERS,
];

const age = (value: string | null) => {
  if (!value || !/^\d{1,2}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= MIN_SEARCH_AGE && n <= MAX_SEARCH_AGE ? n : undefined;
};
const text = (value: string | null, max: number) => {
  const v = value?.trim();
  // eslint-disable-next-line no-control-regex -- control characters are refused, not searched for
  return v && v.length <= max && !/[\u0000-\u001f\u007f]/.test(v) ? v : undefined;
};

/** Whether the URL carries a search at all (otherwise the member's defaults apply). */
export const hasFilters = (params: URLSearchParams) => FILTER_PARAMS.some((name) => params.has(name));

export function parseSearchFilters(params: URLSearchParams, options: { countries: string[] }): SearchFilters {
  const gender = params.get("gender");
  const country = params.get("country");
  const filters: SearchFilters = {
    gender: gender === "male" || gender === "female" ? gender : undefined,
    country: country && options.countries.includes(country) ? country : undefined,
    countryregion: text(params.get("countryregion"), 80),
    min_age: age(params.get("min_age")),
    max_age: age(params.get("max_age")),
    interest: params.get("interest")?.match(/^[a-z_]{1,40}$/)?.[0],
    choices: {},
  };
  // A region only means something inside its country.
  if (!filters.country) filters.countryregion = undefined;
  // Ages given the wrong way round are swapped rather than giving an empty page.
  if (filters.min_age && filters.max_age && filters.min_age > filters.max_age) {
    [filters.min_age, filters.max_age] = [filters.max_age, filters.min_age];
  }
  for (const field of CHOICE_FILTERS) {
    const value = params.get(field);
    if (value && (CHOICE_FIELDS[field] as readonly string[]).includes(value)) filters.choices[field] = value;
  }
  return filters;
}

export function parsePage(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, SEARCH_MAX_PAGES) : 1;
}

/** The search a member starts with: who the niche and the own profile suggest, near their age. */
export function defaultSearchFilters(
  niche: number,
  own: {
    gender: "male" | "female" | null;
    sexuality: "hetero" | "gay" | "lesbian" | "bi" | null;
    age: number | null;
    country: string;
  } | null
): SearchFilters {
  const around = own?.age ?? null;
  return {
    gender: defaultSearchGender(niche, own),
    country: own?.country,
    min_age: around ? Math.max(MIN_SEARCH_AGE, around - 10) : undefined,
    max_age: around ? Math.min(MAX_SEARCH_AGE, around + 10) : undefined,
    choices: {},
  };
}

/** The filters as URL parameters (also the API's query: the names are the same). */
export function filterParams(filters: SearchFilters): Record<string, string> {
  const entries: [string, string | number | undefined][] = [
    ["gender", filters.gender],
    ["country", filters.country],
    ["countryregion", filters.countryregion],
    ["min_age", filters.min_age],
    ["max_age", filters.max_age],
    ["interest", filters.interest],
    ...Object.entries(filters.choices),
  ];
  return Object.fromEntries(entries.filter(([, v]) => v !== undefined && v !== "").map(([k, v]) => [k, String(v)]));
}

const ALWAYS_NAMED = ["gender", "min_age", "max_age"];

/**
 * The URL of one page of a search. It always names the main filters, empty meaning "any": a URL
 * without any filter is the member's default search, which is another search.
 */
export function searchHref(filters: SearchFilters, page: number): string {
  const values = filterParams(filters);
  const params = new URLSearchParams();
  for (const name of FILTER_PARAMS) {
    if (values[name] !== undefined) params.set(name, values[name]);
    else if (ALWAYS_NAMED.includes(name)) params.set(name, "");
  }
  if (page > 1) params.set("page", String(page));
  return `/members?${params}`;
}
