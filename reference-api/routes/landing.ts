import type { Hono } from "hono";
import { MembersErrorCode } from "../../app/api/schemas/members";
import type { ShowcaseMember } from "../../app/api/schemas/landing";
import type { Photo } from "../../app/api/schemas/profile";
import { LANDING_ACTIVITIES, LANDING_VISIBLE_PHOTOS, type LandingActivity } from "../../app/domain/landing";
import type { AppEnv } from "../app-env";
import { HttpError, respond } from "../http";
import { memberSelect, visibleTo } from "../members";
import { memberCards, onlineSql, SqlParams, toCard, type CardRow } from "../member-cards";
import { fullProfile, type OwnMemberRow } from "../profile-fields";
import { serveEndpoint } from "../serve-endpoint";

/** Members a showcase call lists when the page does not say. */
const SHOWCASE_DEFAULT = 24;

/** SQL: `m` may be shown to visitors on a landing page: operated, active, in sight, with an approved photo. */
const advertisable = (m = "m") => `${m}.fictional AND ${m}.status = 'active' AND ${visibleTo("NULL", m)}
  AND EXISTS (SELECT 1 FROM photos x WHERE x.member_id = ${m}.id AND x.is_main AND x.status = 'approved')`;

/**
 * The feed's line of a member: online now, else a recent photo or profile update, or the day
 * they joined. Operated profiles have no history, so it is derived from the id and the clock:
 * the same member says the same thing within an hour, without a write per visitor.
 */
function activityOf(row: CardRow, now: Date): ShowcaseMember["activity"] {
  if (row.online) return { kind: "online", at: now.toISOString() };
  const others = LANDING_ACTIVITIES.filter((k) => k !== "online");
  const kind: LandingActivity = others[row.id % others.length];
  if (kind === "joined") return { kind, at: new Date(row.signup_date).toISOString() };
  const minutesAgo = 5 + ((row.id * 37) % 600);
  const hour = Math.floor(now.getTime() / 3_600_000) * 3_600_000;
  return { kind, at: new Date(hour - minutesAgo * 60_000).toISOString() };
}

/** The reference implementation of the landing pages' calls (app/api/groups/landing.ts). */
export function landingRoutes(app: Hono<AppEnv>) {
  serveEndpoint(app, "getShowcase", async (c) => {
    const { db, clock } = c.get("options");
    const now = clock();
    const country = c.req.query("country") ?? null;
    const limit = Number(c.req.query("limit") ?? SHOWCASE_DEFAULT);
    const q = new SqlParams();
    const site = q.add(c.get("site").id);
    const where = `m.site_id = ${site} AND ${advertisable()}`;
    const rows = await memberCards(db, q, now, {
      where,
      // The visitor's country first; within it (and after it), online members, then the newest.
      order: [
        [`(m.country = ${q.add(country)})`, "DESC"],
        [onlineSql(q, now), "DESC"],
        ["m.signup_date", "DESC"],
        ["m.id", "DESC"],
      ],
      limit,
    });
    const countParams = new SqlParams();
    const [{ online }] = await db.query<{ online: number }>(
      `SELECT count(*)::int AS online FROM members m
       WHERE m.site_id = ${countParams.add(c.get("site").id)} AND ${visibleTo("NULL")} AND ${onlineSql(
        countParams,
        now
      )}`,
      countParams.values
    );
    return respond(c, "getShowcase", {
      members: rows.map((row) => ({
        ...toCard(row, now),
        interests: (row as unknown as { interests: string[] | null }).interests ?? [],
        activity: activityOf(row, now),
      })),
      online,
    });
  });

  serveEndpoint(app, "getLandingMember", async (c) => {
    const { db, clock } = c.get("options");
    const now = clock();
    const q = new SqlParams();
    const [row] = await db.query<OwnMemberRow & { online: boolean; signup_message: string | null }>(
      `${memberSelect(`${onlineSql(q, now)} AS online`)}
       WHERE m.id = ${q.add(Number(c.req.query("id")))} AND m.site_id = ${q.add(
        c.get("site").id
      )} AND ${advertisable()}`,
      q.values
    );
    if (!row) throw new HttpError(404, { error: MembersErrorCode.memberNotFound });
    const photos = await db.query<Photo>(
      `SELECT id, filename, thumb_filename, status, is_main FROM photos
       WHERE member_id = $1 AND status = 'approved' ORDER BY is_main DESC, created_at ASC, id ASC`,
      [row.id]
    );
    const shown = photos.slice(0, LANDING_VISIBLE_PHOTOS);
    return respond(c, "getLandingMember", {
      profile: { ...fullProfile(row, now), online: row.online, signup_message: row.signup_message ?? null },
      photos: shown,
      locked_photos: photos.length - shown.length,
    });
  });
}
