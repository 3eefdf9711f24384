import type { Db } from "./db";

type Q = Pick<Db, "query">;

/**
 * What a block removes between two members, both ways: the likes, the like-backs planned and those
 * waiting for the match popup, and both sides' conversations (their messages go with them, ON
 * DELETE CASCADE).
 */
const REMOVED_BY_BLOCK = [
  ["likes", "from_id", "to_id"],
  ["like_back_plans", "member_id", "profile_id"],
  ["like_backs", "member_id", "profile_id"],
  ["conversations", "member_id", "profile_id"],
] as const;

/**
 * Blocks `blockedId` for `blockerId` (harmless when already blocked) and removes what the two had.
 * Run it inside the caller's transaction, so a block never half happens.
 */
export async function blockMember(tx: Q, blockerId: number, blockedId: number, at: Date) {
  await tx.query("INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING", [
    blockerId,
    blockedId,
    at,
  ]);
  for (const [table, a, b] of REMOVED_BY_BLOCK) {
    await tx.query(`DELETE FROM ${table} WHERE (${a} = $1 AND ${b} = $2) OR (${a} = $2 AND ${b} = $1)`, [
      blockerId,
      blockedId,
    ]);
  }
}

/** Lifts the block; what blocking removed stays removed. */
export async function unblockMember(db: Q, blockerId: number, blockedId: number) {
  await db.query("DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2", [blockerId, blockedId]);
}
