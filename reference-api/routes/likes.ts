import type { Hono } from "hono";
import type { LikeState } from "../../app/domain/members";
import type { AppEnv } from "../app-env";
import type { Db } from "../db";
import type { EventBus } from "../events";
import { eventProfile } from "../message-events";
import { authRequired, respond } from "../http";
import { memberById, toProfile, visibleTo, type MemberRow } from "../members";
import { memberAction, reachableMember, siteMember } from "../reachable";
import { serveEndpoint } from "../serve-endpoint";

type Q = Pick<Db, "query">;

/** Whether `fromId` likes `toId`. */
async function likes(db: Q, fromId: number, toId: number) {
  return (await db.query("SELECT 1 FROM likes WHERE from_id = $1 AND to_id = $2", [fromId, toId])).length > 0;
}

/** A like given: the state it leaves, and whether the liked member is told (a first like only). */
export interface Liked {
  state: LikeState;
  tell: boolean;
}

/**
 * Likes `target` for `member` (liking twice is harmless) and answers the state: a match when the
 * other likes the member too. A fictional (seed) profile likes back at once, so the demo has
 * matches; the like-back waits in like_backs for the match popup (auto-like.php). The target is
 * told of a member's like once (like_notices): liking again, after taking it back too, tells
 * nobody again; a fictional profile's like-back is told when it is new.
 */
export async function like(
  tx: Q,
  member: Pick<MemberRow, "id">,
  target: Pick<MemberRow, "id" | "fictional">,
  at: Date
): Promise<Liked> {
  const [added] = await tx.query(
    "INSERT INTO likes (from_id, to_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1",
    [member.id, target.id, at]
  );
  if (target.fictional) {
    const [likedBack] = await tx.query(
      `INSERT INTO likes (from_id, to_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1`,
      [target.id, member.id, at]
    );
    if (likedBack) {
      await tx.query(
        `INSERT INTO like_backs (member_id, profile_id, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (member_id, profile_id) DO UPDATE SET created_at = EXCLUDED.created_at, announced_at = NULL`,
        [member.id, target.id, at]
      );
    }
    return { state: "match", tell: Boolean(likedBack) };
  }
  const [noticed] = added
    ? await tx.query("INSERT INTO like_notices (from_id, to_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1", [
        member.id,
        target.id,
      ])
    : [];
  return { state: (await likes(tx, target.id, member.id)) ? "match" : "liked", tell: Boolean(noticed) };
}

/**
 * A like as live events, when it is to be told: the liked member hears of it (a match: both do).
 * A fictional profile likes back at once, so the member hears of its like and then of the match.
 */
export async function announceLike(bus: EventBus, member: MemberRow, target: MemberRow, liked: Liked, today: Date) {
  if (!liked.tell) return;
  if (target.fictional) {
    await bus.publish(member.id, { type: "like", profile: eventProfile(target, today) });
    await bus.publish(member.id, { type: "match", profile: eventProfile(target, today) });
    return;
  }
  const match = liked.state === "match";
  await bus.publish(target.id, { type: match ? "match" : "like", profile: eventProfile(member, today) });
  if (match) await bus.publish(member.id, { type: "match", profile: eventProfile(target, today) });
}

/** like.php and auto-like.php (SPEC §4 "Chat and likes", §7). */
export function likeRoutes(app: Hono<AppEnv>) {
  serveEndpoint(app, "likeMember", async (c) => {
    const { member, id, db, clock } = await memberAction(c, "likeMember");
    const { liked, target } = await db.transaction(async (tx) => {
      const target = await reachableMember(tx, member, id);
      return { liked: await like(tx, member, target, clock()), target };
    });
    await announceLike(c.get("live").bus, member, target, liked, clock());
    return respond(c, "likeMember", { like: liked.state });
  });

  // A match becomes their like only; the member's own like is gone, so the state left is "none".
  serveEndpoint(app, "unlikeMember", async (c) => {
    const { member, id, db } = await memberAction(c, "unlikeMember");
    await siteMember(db, member, id);
    await db.query("DELETE FROM likes WHERE from_id = $1 AND to_id = $2", [member.id, id]);
    return respond(c, "unlikeMember", { like: "none" });
  });

  // The newest like-back not yet announced, once; it counts only while the like still stands and
  // the profile may still be seen.
  serveEndpoint(app, "autoLike", async (c) => {
    const member = c.get("member");
    if (!member) throw authRequired();
    const { db, clock } = c.get("options");
    const [announced] = await db.query<{ profile_id: number }>(
      `UPDATE like_backs SET announced_at = $2
       WHERE member_id = $1 AND announced_at IS NULL AND profile_id = (
         SELECT lb.profile_id FROM like_backs lb JOIN members m ON m.id = lb.profile_id
         JOIN likes l ON l.from_id = lb.profile_id AND l.to_id = lb.member_id
         WHERE lb.member_id = $1 AND lb.announced_at IS NULL AND ${visibleTo("$1")}
         ORDER BY lb.created_at DESC, lb.profile_id DESC LIMIT 1)
       RETURNING profile_id`,
      [member.id, clock()]
    );
    const profile = announced && (await memberById(db, announced.profile_id));
    if (!profile) return respond(c, "autoLike", { profile: null });
    const { id, name, main_image } = toProfile(profile, clock());
    return respond(c, "autoLike", { profile: { id, name, main_image } });
  });
}
