import type { Hono } from "hono";
import type { SearchQuery } from "../../app/api/schemas/members";
import { CHOICE_FIELDS } from "../../app/api/schemas/profile";
import { SEARCH_MAX_PAGES, SEARCH_PAGE_SIZE, SIMILAR_RESULTS_BELOW } from "../../app/domain/members";
import type { AppEnv } from "../app-env";
import type { Db } from "../db";
import { respond } from "../http";
import { visibleTo } from "../members";
import {
  ageRangeSql,
  memberCards,
  memberOrBrowsingVisitor,
  onlineSql,
  SqlParams,
  toCard,
  type OrderTerm,
} from "../member-cards";
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

/** SQL condition: `m` matches `filters` (true when there are none). */
function filterSql(q: SqlParams, filters: Filters, today: Date) {
  const terms = ["true"];
  if (filters.gender) terms.push(`m.gender = ${q.add(filters.gender)}`);
  if (filters.country) terms.push(`m.country = ${q.add(filters.country)}`);
  if (filters.region) terms.push(`m.region = ${q.add(filters.region)}`);
  terms.push(...ageRangeSql(q, today, filters.minAge, filters.maxAge));
  if (filters.interest) terms.push(`${q.add(filters.interest)} = ANY (m.interests)`);
  for (const [column, value] of filters.choices) terms.push(`m.${column} = ${q.add(value)}`);
  return `(${terms.join(" AND ")})`;
}

interface SearchInput {
  siteId: number;
  viewerId: number | null;
  now: Date;
}

/** SQL condition: the site's members the viewer may see (never the viewer), matching `filters`. */
function whereSql(q: SqlParams, input: SearchInput, filters: Filters) {
  const viewer = q.add(input.viewerId);
  return [
    `m.site_id = ${q.add(input.siteId)}`,
    visibleTo(viewer),
    `m.id IS DISTINCT FROM ${viewer}`,
    filterSql(q, filters, input.now),
  ].join(" AND ");
}

/** One page of a search and the number of matches. */
async function searchPage(db: Pick<Db, "query">, input: SearchInput, filters: Filters, page: number) {
  const q = new SqlParams();
  const rows = await memberCards(db, q, input.now, {
    where: whereSql(q, input, filters),
    onlineFirst: true,
    order: SEARCH_ORDER,
    limit: SEARCH_PAGE_SIZE,
    offset: (page - 1) * SEARCH_PAGE_SIZE,
    withTotal: true,
  });
  if (rows.length > 0 || page === 1) return { rows, total: rows[0]?.total ?? 0 };
  // Past the last page the window count has no row to ride on: count on its own.
  const countParams = new SqlParams();
  const [{ count }] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM members m WHERE ${whereSql(countParams, input, filters)}`,
    countParams.values
  );
  return { rows, total: count };
}

/**
 * Similar results: the widest of the widened searches in one query, minus the exact results,
 * ordered by how little had to be widened (a member of the same country before one elsewhere),
 * then as the search (online first, newest).
 */
async function similarPage(db: Pick<Db, "query">, input: SearchInput, filters: Filters, exact: number[]) {
  const steps = widenings(filters);
  if (steps.length === 0) return { rows: [], total: 0 };
  const q = new SqlParams();
  const closeness = steps.slice(0, -1).map((step): OrderTerm => [filterSql(q, step, input.now), "DESC"]);
  const rows = await memberCards(db, q, input.now, {
    where: `${whereSql(q, input, steps[steps.length - 1])} AND m.id <> ALL (${q.add(exact)}::int[])`,
    order: [...closeness, [onlineSql(q, input.now), "DESC"], ...SEARCH_ORDER],
    limit: SEARCH_PAGE_SIZE,
    withTotal: true,
  });
  return { rows, total: rows[0]?.total ?? 0 };
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
    const input = { siteId: c.get("site").id, viewerId: viewer?.id ?? null, now };
    const { rows, total } = await searchPage(db, input, filters, page);
    const similar =
      page === 1 && total < SIMILAR_RESULTS_BELOW
        ? await similarPage(
            db,
            input,
            filters,
            rows.map((r) => r.id)
          )
        : { rows: [], total: 0 };
    return respond(c, "searchMembers", {
      results: rows.map((r) => toCard(r, now)),
      numResults: total,
      page,
      pages: Math.min(SEARCH_MAX_PAGES, Math.ceil(total / SEARCH_PAGE_SIZE)),
      similar_results: similar.rows.map((r) => toCard(r, now)),
      similar_numResults: similar.total,
    });
  });
}
