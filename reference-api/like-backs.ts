import crypto from "node:crypto";
import type { Db } from "./db";
import type { Tell } from "./live";
import { memberNowSql, memberNowsParams, type MemberClocks } from "./member-time";
import { memberById, visibleTo } from "./members";
import { eventProfile } from "./message-events";

type Q = Pick<Db, "query">;

/** The share of likes a fictional profile returns (decision 015). */
export const LIKE_BACK_SHARE = 0.5;
/** How long after the member's like a fictional profile likes back, [min, max] ms. */
export const LIKE_BACK_DELAY_MS = [60_000, 10 * 60_000] as const;
/** How often due like-backs are looked for. */
export const LIKE_BACK_SWEEP_MS = 10_000;

/**
 * Whether and how long after the like a fictional profile likes a member back: drawn from the two
 * ids, so the same two get the same answer every time (a like taken back and given again is no
 * second chance) and tests can tell in advance which profile will answer.
 */
export function likeBackPlan(memberId: number, profileId: number): { likesBack: boolean; delayMs: number } {
  const digest = crypto.createHash("sha256").update(`like-back:${memberId}:${profileId}`).digest();
  const [min, max] = LIKE_BACK_DELAY_MS;
  return {
    likesBack: digest.readUInt32BE(0) / 2 ** 32 < LIKE_BACK_SHARE,
    delayMs: Math.round(min + (digest.readUInt32BE(4) / 2 ** 32) * (max - min)),
  };
}

/** After `memberId` liked the fictional `profileId`: the like back it will give, if any, is scheduled. */
export async function planLikeBack(tx: Q, memberId: number, profileId: number, at: Date) {
  const { likesBack, delayMs } = likeBackPlan(memberId, profileId);
  if (!likesBack) return;
  await tx.query(
    "INSERT INTO like_back_plans (member_id, profile_id, due_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
    [memberId, profileId, new Date(at.getTime() + delayMs)]
  );
}

/**
 * Gives the like-backs that are due: each becomes the profile's like (a match, as the member's like
 * still stands) and a like_backs row for the match popup, and the member hears of the like and the
 * match like of any other (and by e-mail). Plans are kept in the database, so a restart loses none; the DELETE
 * claims each once, even with several API processes sweeping. A plan whose like was taken back,
 * or whose two can no longer see each other, is dropped.
 */
export class LikeBacks {
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly tell: Tell,
    private readonly clocks: MemberClocks,
    private readonly log: (entry: Record<string, unknown>) => void
  ) {}

  /** Sweeps every `everyMs` until closed. */
  start(everyMs: number) {
    this.timer = setInterval(() => {
      this.settle().catch((error: unknown) =>
        this.log({ level: "error", msg: "like-backs failed", error: String(error) })
      );
    }, everyMs);
    this.timer.unref();
  }

  /** Gives what is due now, on each member's own clock (member-time.ts); answers how many were given. */
  async settle(): Promise<number> {
    if (this.closed) return 0;
    const nows = await this.clocks.all();
    const now = nows.now;
    const given = await this.db.query<{ member_id: number; profile_id: number }>(
      `WITH due AS (
         DELETE FROM like_back_plans p WHERE p.due_at <= ${memberNowSql("p.member_id", 1)}
         RETURNING p.member_id, p.profile_id, p.due_at
       ), liked AS (
         INSERT INTO likes (from_id, to_id, created_at)
         SELECT d.profile_id, d.member_id, d.due_at FROM due d
         JOIN likes l ON l.from_id = d.member_id AND l.to_id = d.profile_id
         JOIN members m ON m.id = d.profile_id
         JOIN members viewer ON viewer.id = d.member_id AND viewer.deleted_at IS NULL
         WHERE ${visibleTo("d.member_id")}
         ON CONFLICT DO NOTHING
         RETURNING to_id AS member_id, from_id AS profile_id, created_at
       )
       INSERT INTO like_backs (member_id, profile_id, created_at)
       SELECT member_id, profile_id, created_at FROM liked
       ON CONFLICT (member_id, profile_id) DO UPDATE SET created_at = EXCLUDED.created_at, announced_at = NULL
       RETURNING member_id, profile_id`,
      memberNowsParams(nows)
    );
    for (const { member_id, profile_id } of given) {
      const profile = await memberById(this.db, profile_id);
      if (!profile) continue;
      await this.tell.bus.publish(member_id, { type: "like", profile: eventProfile(profile, now) });
      await this.tell.bus.publish(member_id, { type: "match", profile: eventProfile(profile, now) });
      this.tell.mails.likedBack(member_id, profile);
    }
    return given.length;
  }

  close() {
    this.closed = true;
    clearInterval(this.timer);
  }
}
