import type { Hono } from "hono";
import type { SearchQuery } from "../../app/api/schemas/members";
import { CHOICE_FIELDS } from "../../app/api/schemas/profile";
import {
  SEARCH_MAX_PAGES,
  SEARCH_PAGE_SIZE,
  SIMILAR_RESULTS_BELOW,
} from "../../app/domain/members";
import type { AppEnv } from "../app-env";
import type { Db } from "../db";
import { respond } from "../http";
import { visibleTo } from "../members";
import { ageRangeSql, memberCards, memberOrBrowsingVisitor, SqlParams, toCard, type OrderTerm } from "../member-cards";
import { serveEndpoint } from "../serve-endpoint";

/** After the online members, the newest signups (id breaks ties, so pages never overlap). */
const SEARCH_ORDER: OrderTerm[] = [
  ["m.signup_date", "DESC"],
  ["m.id", "DESC"],
];
/** The similar results' age widening: this many years on each side of the asked range. */
const SIMILAR_AGE_WIDENING = 5;

interface Filters {
  gender?: string;
  country?: string;
  region?: string;
  minAge?: number;
  maxAge?: number;
  interest?: string;
  choices: [column: string, value: string][];
}

function filtersOf(query: SearchQuery): Filters {
  return {
    gender: query.gender,
    country: query.country,
    // A region only counts with its country (regions of different countries share names).
    region: query.country ? query.countryregion : undefined,
    minAge: query.min_age === undefined ? undefined : Number(query.min_age),
    maxAge: query.max_age === undefined ? undefined : Number(query.max_age),
    interest: query.interest,
    // Column names come from the fixed list of descriptive fields, values travel as parameters.
    choices: Object.keys(CHOICE_FIELDS).flatMap((field) => {
      const value = query[field as keyof SearchQuery];
      return value ? [[field, value] as [string, string]] : [];
    }),
  };
}

/** The widened searches for similar results, tried in order: region, then age, then country go. */
function widenings(filters: Filters): Filters[] {
  const steps: Filters[] = [];
  let current = filters;
  if (current.region) steps.push((current = { ...current, region: undefined }));
  if (current.minAge !== undefined || current.maxAge !== undefined) {
    const minAge = current.minAge === undefined ? undefined : Math.max(18, current.minAge - SIMILAR_AGE_WIDENING);
    const maxAge = current.maxAge === undefined ? undefined : current.maxAge + SIMILAR_AGE_WIDENING;
    steps.push((current = { ...current, minAge, maxAge }));
  }
  if (current.country) steps.push({ ...current, country: undefined, region: undefined });
  return steps;
}

/** SQL condition for the site's members the viewer may see that match `filters`. */
function whereSql(q: SqlParams, siteId: number, viewerId: number | null, filters: Filters, today: Date) {
  const viewer = q.add(viewerId);
  const terms = [`m.site_id = ${q.add(siteId)}`, visibleTo(viewer), `m.id IS DISTINCT FROM ${viewer}`];
  if (filters.gender) terms.push(`m.gender = ${q.add(filters.gender)}`);
  if (filters.country) terms.push(`m.country = ${q.add(filters.country)}`);
  if (filters.region) terms.push(`m.region = ${q.add(filters.region)}`);
  terms.push(...ageRangeSql(q, today, filters.minAge, filters.maxAge));
  if (filters.interest) terms.push(`${q.add(filters.interest)} = ANY (m.interests)`);
  for (const [column, value] of filters.choices) terms.push(`m.${column} = ${q.add(value)}`);
  return terms.join(" AND ");
}

async function countMatches(db: Pick<Db, "query">, where: string, q: SqlParams) {
  const [{ count }] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM members m WHERE ${where}`,
    q.values
  );
  return count;
}

interface SearchPageInput {
  siteId: number;
  viewerId: number | null;
  filters: Filters;
  page: number;
  now: Date;
  excluding?: number[];
}

/** One page of a search and the number of matches. */
async function searchPage(db: Pick<Db, "query">, input: SearchPageInput) {
  const q = new SqlParams();
  let where = whereSql(q, input.siteId, input.viewerId, input.filters, input.now);
  if (input.excluding?.length) where += ` AND m.id <> ALL (${q.add(input.excluding)}::int[])`;
  const rows = await memberCards(db, q, input.now, {
    where,
    onlineFirst: true,
    order: SEARCH_ORDER,
    limit: SEARCH_PAGE_SIZE,
    offset: (input.page - 1) * SEARCH_PAGE_SIZE,
    withTotal: true,
  });
  // Past the last page the window count has no row to ride on: count on its own.
  const total = rows[0]?.total ?? (input.page > 1 ? await countMatches(db, where, q) : 0);
  return { rows, total };
}

/** The reference implementation of searchMembers (app/api/groups/members.ts). */
export function searchRoutes(app: Hono<AppEnv>) {
  serveEndpoint(app, "searchMembers", async (c) => {
    const viewer = memberOrBrowsingVisitor(c);
    const { db, clock } = c.get("options");
    const now = clock();
    const query = c.req.query() as SearchQuery;
    const filters = filtersOf(query);
    const page = Number(query.page ?? 1);
    const input = { siteId: c.get("site").id, viewerId: viewer?.id ?? null, now, page };
    const { rows, total } = await searchPage(db, { ...input, filters });
    let similar: typeof rows = [];
    let similarTotal = 0;
    if (page === 1 && total < SIMILAR_RESULTS_BELOW) {
      const excluding = rows.map((r) => r.id);
      for (const widened of widenings(filters)) {
        ({ rows: similar, total: similarTotal } = await searchPage(db, { ...input, page: 1, filters: widened, excluding }));
        if (similarTotal >= SIMILAR_RESULTS_BELOW) break;
      }
    }
    return respond(c, "searchMembers", {
      results: rows.map((r) => toCard(r, now)),
      numResults: total,
      page,
      pages: Math.min(SEARCH_MAX_PAGES, Math.ceil(total / SEARCH_PAGE_SIZE)),
      similar_results: similar.map((r) => toCard(r, now)),
      similar_numResults: similarTotal,
    });
  });
}
