import type { Db } from "./db";

type Q = Pick<Db, "query">;

/*
 * The time a rule about a member reads. The API's clock for everyone, except that the test suites
 * may move one member's clock (member-clocks.ts) so that a test waits out a login block or a
 * 14-day undo window in an instant, moving nobody else's. Rules take that time as a parameter:
 * `now` for one member, `MemberNows` for a rule over many; where a request or a job starts, the
 * clocks resolve it.
 */

/** Every member's now at once, for a rule over many members (a purge, a sweep). */
export interface MemberNows {
  /** The API's now: every member's, except those in `apart`. */
  now: Date;
  /** The members whose clocks run apart (test mode only), with their now. */
  apart: ReadonlyMap<number, Date>;
}

/** Where requests and jobs learn the time of the member they are about. */
export interface MemberClocks {
  /** The member's now; the API's for no member. `q`: the transaction the caller is in, if any. */
  of(memberId: number | undefined, q?: Q): Promise<Date>;
  /** Every member's now. `q`: the transaction the caller is in, if any. */
  all(q?: Q): Promise<MemberNows>;
}

/**
 * SQL for the now of the member in `column`, read from the three parameters `memberNowsParams`
 * gives, the first of them numbered `first`.
 */
export const memberNowSql = (column: string, first: number) =>
  `coalesce((SELECT n.at FROM unnest($${first + 1}::int[], $${first + 2}::timestamptz[]) AS n(member_id, at)
             WHERE n.member_id = ${column}), $${first}::timestamptz)`;

/**
 * The parameters `memberNowSql` reads: the API's now, then the members apart and their nows (as
 * ISO text: both drivers pass a list of them to timestamptz[] alike).
 */
export const memberNowsParams = (nows: MemberNows) => [
  nows.now,
  [...nows.apart.keys()],
  [...nows.apart.values()].map((at) => at.toISOString()),
];
