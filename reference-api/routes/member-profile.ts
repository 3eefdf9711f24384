import type { Hono } from "hono";
import type { LikeState } from "../../app/domain/members";
import { FREE_VISIBLE_PHOTOS, RELATED_PROFILES, VISITOR_VISIBLE_PHOTOS } from "../../app/domain/members";
import { MembersErrorCode } from "../../app/api/schemas/members";
import type { Photo } from "../../app/api/schemas/profile";
import type { AppEnv } from "../app-env";
import type { Db } from "../db";
import { HttpError, respond } from "../http";
import { memberSelect, visibleTo, type MemberRow } from "../members";
import {
  memberCards,
  memberOrBrowsingVisitor,
  onlineSql,
  SqlParams,
  toCard,
  yearsBefore,
  type OrderTerm,
} from "../member-cards";
import { fullProfile, type OwnMemberRow } from "../profile-fields";
import { serveEndpoint } from "../serve-endpoint";

/** Related profiles: same gender and country, at most this many years older or younger. */
const RELATED_AGE_YEARS = 5;

type Query = Pick<Db, "query">;

/** How many of a member's photos the viewer sees: a visitor the main one, free members three, premium all. */
const visiblePhotos = (viewer: MemberRow | null) =>
  !viewer ? VISITOR_VISIBLE_PHOTOS : viewer.paid_user ? Infinity : FREE_VISIBLE_PHOTOS;

/** The like state between two members: liked (one way, by the viewer) or match (both ways). */
export async function likeState(db: Query, viewerId: number, memberId: number): Promise<LikeState> {
  const [row] = await db.query<{ mine: boolean; theirs: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM likes WHERE from_id = $1 AND to_id = $2) AS mine,
            EXISTS (SELECT 1 FROM likes WHERE from_id = $2 AND to_id = $1) AS theirs`,
    [viewerId, memberId]
  );
  return row.mine ? (row.theirs ? "match" : "liked") : "none";
}

/** What only a member viewer has: like state, a new like marked seen, a conversation. */
async function viewerRelation(db: Query, viewerId: number, memberId: number) {
  const [like, wasNew, conversation] = await Promise.all([
    likeState(db, viewerId, memberId),
    // Opening the profile of a member whose like was new marks it seen (docs/product.md#member-profile).
    db.query("UPDATE likes SET seen = true WHERE from_id = $1 AND to_id = $2 AND NOT seen RETURNING 1", [
      memberId,
      viewerId,
    ]),
    db.query<{ id: number }>("SELECT id FROM conversations WHERE member_id = $1 AND profile_id = $2", [
      viewerId,
      memberId,
    ]),
  ]);
  return { like, like_was_new: wasNew.length > 0, conversation_id: conversation[0]?.id ?? null };
}

/** Up to RELATED_PROFILES members like this one: same gender and country, near in age, online first. */
async function relatedCards(db: Query, row: MemberRow, viewerId: number | null, now: Date) {
  const q = new SqlParams();
  const viewer = q.add(viewerId);
  const terms = [
    `m.site_id = ${q.add(row.site_id)}`,
    visibleTo(viewer),
    `m.id IS DISTINCT FROM ${viewer}`,
    `m.id <> ${q.add(row.id)}`,
    `m.country = ${q.add(row.country)}`,
  ];
  if (row.gender) terms.push(`m.gender = ${q.add(row.gender)}`);
  const order: OrderTerm[] = [];
  if (row.birthdate) {
    const born = q.add(row.birthdate);
    const bornDate = new Date(row.birthdate);
    terms.push(
      `m.birthdate BETWEEN ${q.add(yearsBefore(bornDate, RELATED_AGE_YEARS))}::date
                       AND ${q.add(yearsBefore(bornDate, -RELATED_AGE_YEARS))}::date`
    );
    order.push([`abs(m.birthdate - ${born}::date)`, "ASC"]);
  }
  const rows = await memberCards(db, q, now, {
    where: terms.join(" AND "),
    onlineFirst: true,
    order: [...order, ["m.id", "ASC"]],
    limit: RELATED_PROFILES,
  });
  return rows.map((r) => toCard(r, now));
}

/** The reference implementation of getMember (app/api/groups/members.ts). */
export function memberProfileRoutes(app: Hono<AppEnv>) {
  serveEndpoint(app, "getMember", async (c) => {
    const viewer = memberOrBrowsingVisitor(c);
    const { db, clock } = c.get("options");
    const now = clock();
    const q = new SqlParams();
    const id = q.add(Number(c.req.query("id")));
    const viewerId = q.add(viewer?.id ?? null);
    // Present at all: visibleTo for nobody in particular (not pending deletion, not invisible);
    // blocks are told apart below, as each one answers differently.
    const [row] = await db.query<
      OwnMemberRow & { online: boolean; blocked_viewer: boolean; blocked_by_viewer: boolean; notes: string | null }
    >(
      `${memberSelect(`${onlineSql(q, now)} AS online, m.signup_message AS notes,
         EXISTS (SELECT 1 FROM blocks WHERE blocker_id = m.id AND blocked_id = ${viewerId}) AS blocked_viewer,
         EXISTS (SELECT 1 FROM blocks WHERE blocker_id = ${viewerId} AND blocked_id = m.id) AS blocked_by_viewer`)}
       WHERE m.id = ${id} AND m.site_id = ${q.add(c.get("site").id)} AND ${visibleTo("NULL")}`,
      q.values
    );
    if (!row) throw new HttpError(404, { error: MembersErrorCode.memberNotFound });
    if (row.blocked_viewer) throw new HttpError(403, { error: MembersErrorCode.blockedByMember, name: row.name });

    const [photos, relation, related] = await Promise.all([
      db.query<Photo>(
        `SELECT id, filename, thumb_filename, status, is_main FROM photos
         WHERE member_id = $1 AND status = 'approved' ORDER BY is_main DESC, created_at ASC, id ASC`,
        [row.id]
      ),
      viewer
        ? viewerRelation(db, viewer.id, row.id)
        : { like: "none" as const, like_was_new: false, conversation_id: null },
      relatedCards(db, row, viewer?.id ?? null, now),
    ]);
    const shown = photos.slice(0, visiblePhotos(viewer));
    return respond(c, "getMember", {
      profile: {
        ...fullProfile(row, now),
        online: row.online,
        // A site that hides profile notes never sends them (docs/product.md#member-profile).
        notes: c.get("site").settings.visible_profile_notes === true ? row.notes?.trim() || null : null,
      },
      photos: shown,
      photo_count: photos.length,
      locked_photos: photos.length - shown.length,
      ...relation,
      blocked: row.blocked_by_viewer,
      related,
    });
  });
}
