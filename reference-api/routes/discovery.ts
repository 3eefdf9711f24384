import type { Hono } from "hono";
import { MembersErrorCode } from "../../app/api/schemas/members";
import { defaultSearchGender, MATCH_FINDER_RESULTS, SWIPE_LIKES_PER_DAY } from "../../app/domain/members";
import type { AppEnv } from "../app-env";
import type { Db } from "../db";
import { HttpError, readBody, requireMember, respond } from "../http";
import { visibleTo, type MemberRow, lockMemberRow } from "../members";
import { ageRangeSql, memberCards, onlineSql, SqlParams, toCard } from "../member-cards";
import { serveEndpoint } from "../serve-endpoint";
import { announceLike, like as likeMember, type Liked } from "./likes";
import { likeState } from "./member-profile";

type Query = Pick<Db, "query">;

/** The swipe day: from midnight UTC to the next one, read on the API's clock. */
function swipeDay(now: Date) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { start, resetsAt: new Date(start.getTime() + 86_400_000).toISOString() };
}

/** Swipe likes left today (likes given on a profile do not count). */
async function likesLeft(db: Query, memberId: number, now: Date) {
  const [{ count }] = await db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM swipes WHERE member_id = $1 AND decision = 'like' AND created_at >= $2",
    [memberId, swipeDay(now).start]
  );
  return Math.max(0, SWIPE_LIKES_PER_DAY - count);
}

/**
 * The next card: a member of the member's default search direction (the niche and the own
 * profile), not yet swiped or liked, visible to them; online first, then in signup order.
 */
async function nextCard(db: Query, siteId: number, niche: number, member: MemberRow, now: Date) {
  const q = new SqlParams();
  const viewer = q.add(member.id);
  const terms = [
    `m.site_id = ${q.add(siteId)}`,
    visibleTo(viewer),
    `m.id <> ${viewer}`,
    `NOT EXISTS (SELECT 1 FROM swipes s WHERE s.member_id = ${viewer} AND s.target_id = m.id)`,
    `NOT EXISTS (SELECT 1 FROM likes l WHERE l.from_id = ${viewer} AND l.to_id = m.id)`,
  ];
  const gender = defaultSearchGender(niche, member);
  if (gender) terms.push(`m.gender = ${q.add(gender)}`);
  const [row] = await memberCards(db, q, now, {
    where: terms.join(" AND "),
    onlineFirst: true,
    order: [["m.id", "ASC"]],
    limit: 1,
  });
  return row ? toCard(row, now) : null;
}

/** Shared interests count half the score, the same region and country 15 each, age 10, online 10. */
const WEIGHT = { interests: 50, country: 15, region: 15, age: 10, online: 10 };

/** The reference implementation of the swipe game and the match finder (app/api/groups/members.ts). */
export function discoveryRoutes(app: Hono<AppEnv>) {
  serveEndpoint(app, "getSwipeCard", async (c) => {
    const member = requireMember(c);
    const { db, clock } = c.get("options");
    const now = clock();
    const site = c.get("site");
    const [profile, left] = await Promise.all([
      nextCard(db, site.id, site.niche, member, now),
      likesLeft(db, member.id, now),
    ]);
    return respond(c, "getSwipeCard", { profile, likes_left: left, resets_at: swipeDay(now).resetsAt });
  });

  serveEndpoint(app, "swipe", async (c) => {
    const member = requireMember(c);
    const { id, decision } = await readBody(c, "swipe");
    const { db, clock } = c.get("options");
    const now = clock();
    const { resetsAt } = swipeDay(now);
    const [target] = await db.query<MemberRow>(
      `SELECT m.* FROM members m WHERE m.id = $1 AND m.site_id = $2 AND m.id <> $3 AND ${visibleTo("$3")}`,
      [id, c.get("site").id, member.id]
    );
    if (!target) throw new HttpError(404, { error: MembersErrorCode.memberNotFound });
    const outcome = await db.transaction(async (tx) => {
      // One decision at a time per member: two likes at once cannot both take the last one.
      await lockMemberRow(tx, member.id);
      const [earlier] = await tx.query<{ decision: string }>(
        "SELECT decision FROM swipes WHERE member_id = $1 AND target_id = $2",
        [member.id, id]
      );
      // A like stays a like: passing it later cannot give the day's like back.
      if (earlier?.decision === "like" || (decision === "pass" && earlier)) return { limited: false };
      let liked: Liked | undefined;
      if (decision === "like") {
        if ((await likesLeft(tx, member.id, now)) === 0) return { limited: true };
        // The like button's own rule, so a seed profile liked in the game likes back as well.
        liked = await likeMember(tx, member, target, now);
      }
      await tx.query(
        `INSERT INTO swipes (member_id, target_id, decision, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (member_id, target_id) DO UPDATE SET decision = EXCLUDED.decision, created_at = EXCLUDED.created_at`,
        [member.id, id, decision, now]
      );
      return { limited: false, liked };
    });
    if (outcome.limited) throw new HttpError(429, { error: MembersErrorCode.swipeLimitReached, resets_at: resetsAt });
    // As a like on the profile: the liked member hears of it at once (a match: both do).
    if (outcome.liked) await announceLike(c.get("live"), member, target, outcome.liked, now);
    const [like, left] = await Promise.all([likeState(db, member.id, id), likesLeft(db, member.id, now)]);
    return respond(c, "swipe", { like, likes_left: left, resets_at: resetsAt });
  });

  serveEndpoint(app, "findMatches", async (c) => {
    const member = requireMember(c);
    const { db, clock } = c.get("options");
    const now = clock();
    const answers = c.req.query();
    const minAge = Number(answers.min_age);
    const maxAge = Number(answers.max_age);
    const interests = answers.interests ? [...new Set(answers.interests.split(","))] : [];
    const q = new SqlParams();
    const viewer = q.add(member.id);
    const terms = [`m.site_id = ${q.add(c.get("site").id)}`, visibleTo(viewer), `m.id <> ${viewer}`];
    if (answers.gender) terms.push(`m.gender = ${q.add(answers.gender)}`);
    terms.push(...ageRangeSql(q, now, Math.min(minAge, maxAge), Math.max(minAge, maxAge)));
    const wanted = q.add(interests);
    const shared = `ARRAY(SELECT i FROM unnest(m.interests) i WHERE i = ANY (${wanted}::text[]) ORDER BY i)`;
    const country = answers.country ? q.add(answers.country) : "NULL";
    const region = answers.country && answers.countryregion ? q.add(answers.countryregion) : "NULL";
    // Age closeness: full points in the middle of the asked range, none at its ends.
    const middle = q.add(yearsMiddle(now, minAge, maxAge));
    const halfRange = q.add(Math.max(1, (Math.abs(maxAge - minAge) / 2) * 365.25));
    const score = `round(
        ${WEIGHT.interests} * cardinality(${shared})::numeric / greatest(1, cardinality(${wanted}::text[]))
      + CASE WHEN m.country = ${country}::char(2) THEN ${WEIGHT.country} ELSE 0 END
      + CASE WHEN m.country = ${country}::char(2) AND m.region = ${region}::text THEN ${WEIGHT.region} ELSE 0 END
      + ${WEIGHT.age} * greatest(0, 1 - abs(m.birthdate - ${middle}::date) / ${halfRange}::numeric)
      + CASE WHEN ${onlineSql(q, now)} THEN ${WEIGHT.online} ELSE 0 END)::int`;
    const rows = await memberCards(db, q, now, {
      where: terms.join(" AND "),
      order: [
        [score, "DESC"],
        ["m.id", "ASC"],
      ],
      limit: MATCH_FINDER_RESULTS,
      extra: { shared_interests: shared },
    });
    return respond(c, "findMatches", {
      results: rows.map((r) => ({
        ...toCard(r, now),
        score: Number(r.order_0),
        shared_interests: r.shared_interests as string[],
      })),
    });
  });
}

/** The birthdate of someone in the middle of the asked age range. */
function yearsMiddle(now: Date, minAge: number, maxAge: number) {
  const middleAge = (minAge + maxAge) / 2 + 0.5;
  return new Date(now.getTime() - middleAge * 365.25 * 86_400_000).toISOString().slice(0, 10);
}
