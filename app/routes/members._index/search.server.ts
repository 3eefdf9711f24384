import type { RequestContext } from "~/context.server";
import type { SearchResponse } from "~/api/schemas/members";
import type { PromoTile } from "~/api/schemas/promo-tiles";
import { browsingQuery, memberOrBrowsingVisitor } from "~/features/members/visitor-access.server";
import {
  defaultSearchFilters,
  filterParams,
  hasFilters,
  parsePage,
  parseSearchFilters,
  type SearchFilters,
} from "~/features/members/search-filters";

/** Filters the form offers beyond gender, age, country and region: the site's search_fields. */
const EXTRA_FILTERS = ["relationship_status", "hair_color", "eye_color", "body_type", "tattoos", "signup_reason"];

export interface SearchPage {
  filters: SearchFilters;
  page: number;
  result: SearchResponse;
  loggedIn: boolean;
  /** The form: countries, each with its regions and the word for them, and the extra fields. */
  countries: { code: string; regions: string[]; regionLabel: string }[];
  extraFields: string[];
  interests: string[];
  cdnPrefix: string;
  /** The site's cam and resell tiles, placed among each page's results (none where disallowed). */
  promoTiles: PromoTile[];
}

/**
 * One page of the member search: the URL's filters, or without any the member's default search.
 * The search waits for the member and the site data, which the header has asked for already (and
 * which are kept per session and per site, the partner tiles too), so it costs one API call of its own.
 */
export async function searchPage(request: Request, context: RequestContext): Promise<SearchPage> {
  const params = new URL(request.url).searchParams;
  const page = parsePage(params);
  const [user, settings, regions, browsing, promoTiles] = await Promise.all([
    memberOrBrowsingVisitor(request, context),
    context.site.settings(),
    context.site.regions(),
    browsingQuery(request),
    context.site.promoTiles(),
  ]);
  const filters = hasFilters(params)
    ? parseSearchFilters(params, { countries: settings.countries })
    : defaultSearchFilters(settings.niche, user?.profile ?? null);
  const result = await context.api.call("searchMembers", {
    query: { ...filterParams(filters), ...(page > 1 ? { page: String(page) } : {}), ...(user ? {} : browsing) },
  });
  return {
    filters,
    page: result.page,
    result,
    loggedIn: Boolean(user),
    countries: settings.countries.map((code) => ({
      code,
      regions: regions.filter((r) => r.country === code).map((r) => r.name),
      regionLabel: settings.region_data[code]?.label ?? "region",
    })),
    extraFields: EXTRA_FILTERS.filter((field) => settings.search_fields.includes(field)),
    interests: settings.search_fields.includes("interests") ? settings.interests : [],
    cdnPrefix: settings.cdn_prefix,
    promoTiles,
  };
}
