import type { Context } from "hono";
import type { MemberCard } from "../app/api/schemas/members";
import { ONLINE_WITHIN_MINUTES } from "../app/domain/members";
import type { AppEnv } from "./app-env";
import type { Db } from "./db";
import { authRequired } from "./http";
import { toProfile, type MemberRow } from "./members";

/**
 * Query parameters collected while a query is put together: `add` gives the placeholder of a
 * value, so request values only ever travel as parameters, never inside the SQL text.
 */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * The demo's seed profiles never log in, so a rotating share of them counts as online: one in
 * ONLINE_PROFILE_SHARE, a different one every ONLINE_WITHIN_MINUTES. Computed from the id and the
 * API's clock, so it costs no writes and tests moving the clock see it move too.
 */
const ONLINE_PROFILE_SHARE = 8;
const ONLINE_MS = ONLINE_WITHIN_MINUTES * 60_000;

/** SQL: member `m` is online (active within ONLINE_WITHIN_MINUTES of `now`, or a profile's turn). */
export function onlineSql(q: SqlParams, now: Date, m = "m") {
  const since = q.add(new Date(now.getTime() - ONLINE_MS));
  const slot = q.add(Math.floor(now.getTime() / ONLINE_MS) % ONLINE_PROFILE_SHARE);
  return `(coalesce(${m}.last_active_at >= ${since}, false) OR (${m}.fictional AND (${m}.id + ${slot}::int) % ${ONLINE_PROFILE_SHARE} = 0))`;
}

/** An ORDER BY term: an SQL expression (of `m`) and its direction. */
export type OrderTerm = [expression: string, direction: "ASC" | "DESC"];

export interface CardQuery {
  /** Which members (of `members m`); include visibleTo. */
  where: string;
  /** Online members before the others, then `order`. */
  onlineFirst?: boolean;
  /** Order after which the page is cut; end with a unique term (m.id) for stable pages. */
  order: OrderTerm[];
  limit: number;
  offset?: number;
  /** Also count every member `where` matches (the window count, read in the same pass). */
  withTotal?: boolean;
  /** Extra columns of `m` to return per card, by alias (e.g. a score). */
  extra?: Record<string, string>;
}

export type CardRow = MemberRow & { online: boolean; photo_count: number; total?: number } & Record<string, unknown>;

/**
 * One page of member cards in one query: the page is chosen on the members table alone (so the
 * sort reads no photos), then joined with the main photo and the count of approved photos for
 * the page's rows only, never a query per result.
 */
export async function memberCards(db: Pick<Db, "query">, q: SqlParams, now: Date, query: CardQuery) {
  const online = onlineSql(q, now);
  const extra = Object.entries(query.extra ?? {});
  const orderColumns = query.order.map(([expression], i) => `${expression} AS order_${i}`);
  const pageColumns = [
    "m.id",
    `${online} AS online`,
    ...orderColumns,
    ...extra.map(([alias, expression]) => `${expression} AS ${alias}`),
    ...(query.withTotal ? ["count(*) OVER () AS total"] : []),
  ];
  const order = (prefix: string) =>
    [
      ...(query.onlineFirst ? [`${prefix}online DESC`] : []),
      ...query.order.map(([, dir], i) => `${prefix}order_${i} ${dir}`),
    ].join(", ");
  const pageOutputs = [
    "page.online",
    ...query.order.map((_, i) => `page.order_${i}`),
    ...extra.map(([alias]) => `page.${alias}`),
    ...(query.withTotal ? ["page.total::int AS total"] : []),
  ];
  return db.query<CardRow>(
    `WITH page AS (
       SELECT ${pageColumns.join(", ")} FROM members m WHERE ${query.where}
       ORDER BY ${order("")} LIMIT ${q.add(query.limit)} OFFSET ${q.add(query.offset ?? 0)})
     SELECT m.*, p.filename AS photo_filename, p.thumb_filename AS photo_thumb, p.status AS photo_status,
            ${pageOutputs.join(", ")}, pc.photo_count
     FROM page JOIN members m ON m.id = page.id
     LEFT JOIN photos p ON p.member_id = m.id AND p.is_main AND p.status = 'approved'
     LEFT JOIN LATERAL (SELECT count(*)::int AS photo_count FROM photos x
                        WHERE x.member_id = m.id AND x.status = 'approved') pc ON true
     ORDER BY ${order("page.")}`,
    q.values
  );
}

export const toCard = (row: CardRow, today: Date): MemberCard => ({
  ...toProfile(row, today),
  online: row.online,
  photo_count: row.photo_count,
});

/**
 * The viewer of search and profiles: the member, or null for a visitor the site lets browse
 * (settings.logged_out_search; with logged_out_search_trafficsource only with a tracking
 * `network` in the query). Anyone else: 403 authentication_required.
 */
export function memberOrBrowsingVisitor(c: Context<AppEnv>): MemberRow | null {
  const member = c.get("member");
  if (member) return member;
  const settings = c.get("site").settings as { logged_out_search?: boolean; logged_out_search_trafficsource?: boolean };
  if (!settings.logged_out_search) throw authRequired();
  if (settings.logged_out_search_trafficsource && !c.req.query("network")) throw authRequired();
  return null;
}

/** "YYYY-MM-DD" `years` before `today` (UTC); 29 February becomes the 28th in other years. */
export function yearsBefore(today: Date, years: number): string {
  const y = today.getUTCFullYear() - years;
  const d = new Date(Date.UTC(y, today.getUTCMonth(), today.getUTCDate()));
  if (d.getUTCMonth() !== today.getUTCMonth()) d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
}

/**
 * SQL: `m` is between `minAge` and `maxAge` years old today, as a birthdate range an index can
 * read (age >= min ⇔ born on or before today − min years; age <= max ⇔ born after today − (max+1)).
 */
export function ageRangeSql(q: SqlParams, today: Date, minAge?: number, maxAge?: number, m = "m") {
  const terms: string[] = [];
  if (minAge !== undefined) terms.push(`${m}.birthdate <= ${q.add(yearsBefore(today, minAge))}::date`);
  if (maxAge !== undefined) terms.push(`${m}.birthdate > ${q.add(yearsBefore(today, maxAge + 1))}::date`);
  return terms;
}
