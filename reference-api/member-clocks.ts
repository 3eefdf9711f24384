import type { Db } from "./db";
import type { MemberClocks } from "./member-time";

type Q = Pick<Db, "query">;

/*
 * Each member's own clock (test mode): the API's clock plus the member's offset (member_clocks,
 * written only by the /dev tools). A rule about a member reads that member's time, so a test that
 * moves one member's clock (a login block waited out, a like-back come due, a 4-hour bonus over)
 * moves nobody else's. Without a row a member lives in real time, as every member does outside the
 * test suites. Rules never read this table: they take the time as a parameter (member-time.ts),
 * resolved where a request or a job starts.
 */

/**
 * SQL for the member's offset in milliseconds. `memberId` is a parameter or a column qualified by
 * its table's alias (`t.member_id`: a bare `member_id` would name member_clocks' own column), never
 * request text.
 */
export const clockOffsetSql = (memberId: string) =>
  `coalesce((SELECT mc.offset_ms FROM member_clocks mc WHERE mc.member_id = ${memberId}), 0)`;

export const shifted = (now: Date, offsetMs: number) => (offsetMs ? new Date(now.getTime() + offsetMs) : now);

/** The member's clock offset, ms (0 for real time). */
export async function clockOffsetMs(db: Q, memberId: number): Promise<number> {
  const [row] = await db.query<{ offset_ms: number }>(`SELECT ${clockOffsetSql("$1")}::float8 AS offset_ms`, [
    memberId,
  ]);
  return Number(row?.offset_ms ?? 0);
}

/**
 * The clocks requests and jobs read (member-time.ts): the API's clock `apiClock`, moved for each
 * member by that member's offset. The only reader of member_clocks besides the request's entry
 * (server.ts) and the /dev tools.
 */
export function memberClocks(db: Q, apiClock: () => Date): MemberClocks {
  return {
    async of(memberId, q = db) {
      const now = apiClock();
      return memberId === undefined ? now : shifted(now, await clockOffsetMs(q, memberId));
    },
    async all(q = db) {
      const now = apiClock();
      const rows = await q.query<{ member_id: number; offset_ms: number }>(
        "SELECT member_id, offset_ms::float8 AS offset_ms FROM member_clocks WHERE offset_ms <> 0"
      );
      return { now, apart: new Map(rows.map((r) => [r.member_id, shifted(now, Number(r.offset_ms))])) };
    },
  };
}

/** Moves the member's clock forward by `ms`, or back to real time with `reset`; answers the new offset. */
export async function moveMemberClock(db: Q, memberId: number, move: { advanceMs: number } | { reset: true }) {
  if ("reset" in move) {
    await db.query("DELETE FROM member_clocks WHERE member_id = $1", [memberId]);
    return 0;
  }
  const [row] = await db.query<{ offset_ms: number }>(
    `INSERT INTO member_clocks (member_id, offset_ms) VALUES ($1, $2)
     ON CONFLICT (member_id) DO UPDATE SET offset_ms = member_clocks.offset_ms + EXCLUDED.offset_ms
     RETURNING offset_ms::float8 AS offset_ms`,
    [memberId, Math.round(move.advanceMs)]
  );
  return Number(row.offset_ms);
}
