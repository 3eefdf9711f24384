import type { Hono } from "hono";
import type { LikeState } from "../../app/domain/members";
import type { AppEnv } from "../app-env";
import type { Db } from "../db";
import type { Tell } from "../live";
import { planLikeBack } from "../like-backs";
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
 * other likes the member too. A fictional (seed) profile answers as a person would: sometimes,
 * and a while later (like-backs.ts); the like itself is only "liked". The target is told of a
 * member's like once (like_notices): liking again, after taking it back too, tells nobody again.
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
  const [noticed] = added
    ? await tx.query("INSERT INTO like_notices (from_id, to_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1", [
        member.id,
        target.id,
      ])
    : [];
  const state = (await likes(tx, target.id, member.id)) ? "match" : "liked";
  if (target.fictional && state === "liked") await planLikeBack(tx, member.id, target.id, at);
  return { state, tell: Boolean(noticed) };
}

/**
 * A like as live events, when it is to be told: the liked member hears of it (a match: both do),
 * and by e-mail. A fictional profile has no stream; its like back, when it comes, is told by the
 * like-backs' sweep.
 */
export async function announceLike(
  { bus, mails }: Tell,
  member: MemberRow,
  target: MemberRow,
  liked: Liked,
  today: Date
) {
  if (!liked.tell) return;
  mails.liked(member, target, liked);
  const match = liked.state === "match";
  if (!target.fictional) {
    await bus.publish(target.id, { type: match ? "match" : "like", profile: eventProfile(member, today) });
  }
  if (match) await bus.publish(member.id, { type: "match", profile: eventProfile(target, today) });
}

/** like.php and auto-like.php (docs/product.md#likes-and-matches). */
export function likeRoutes(app: Hono<AppEnv>) {
  serveEndpoint(app, "likeMember", async (c) => {
    const { member, id, db, clock } = await memberAction(c, "likeMember");
    const { liked, target } = await db.transaction(async (tx) => {
      const target = await reachableMember(tx, member, id);
      return { liked: await like(tx, member, target, clock()), target };
    });
    await announceLike(c.get("live"), member, target, liked, clock());
    return respond(c, "likeMember", { like: liked.state });
  });

  // A match becomes their like only; the member's own like is gone, so the state left is "none",
  // and a like back still to come from a fictional profile does not come.
  serveEndpoint(app, "unlikeMember", async (c) => {
    const { member, id, db } = await memberAction(c, "unlikeMember");
    await siteMember(db, member, id);
    await db.query(
      `WITH plan AS (DELETE FROM like_back_plans WHERE member_id = $1 AND profile_id = $2)
       DELETE FROM likes WHERE from_id = $1 AND to_id = $2`,
      [member.id, id]
    );
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
