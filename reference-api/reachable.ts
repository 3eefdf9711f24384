import type { Context } from "hono";
import type { AppEnv } from "./app-env";
import type { Db } from "./db";
import { authRequired, HttpError, readBody } from "./http";
import { MEMBER_SELECT, visibleTo, type MemberRow } from "./members";
import { MembersErrorCode as E } from "../app/api/schemas/members";

type Q = Pick<Db, "query">;

export const memberNotFound = () => new HttpError(404, { error: E.memberNotFound });

/** Acting on oneself (liking, gifting, blocking or reporting one's own profile) is a malformed request. */
export function refuseSelf(viewerId: number, targetId: number, field = "id") {
  if (viewerId === targetId) throw new HttpError(400, { error: "validation_failed", fields: { [field]: "self" } });
}

/**
 * The member `targetId` of the viewer's site, if the viewer may see them (visibleTo): the one a
 * like, a gift or a report may reach. 404 member_not_found when unknown, of another site, pending
 * deletion, invisible or blocked by the viewer; 403 blocked_by_member (with the name) when that
 * member blocked the viewer.
 */
export async function reachableMember(db: Q, viewer: MemberRow, targetId: number): Promise<MemberRow> {
  refuseSelf(viewer.id, targetId);
  const [row] = await db.query<MemberRow & { deleted_at: Date | null; visible: boolean; blocks_viewer: boolean }>(
    `SELECT * FROM (${MEMBER_SELECT} WHERE m.id = $1 AND m.site_id = $2) m,
       LATERAL (SELECT (${visibleTo("$3")}) AS visible,
                       EXISTS (SELECT 1 FROM blocks WHERE blocker_id = m.id AND blocked_id = $3) AS blocks_viewer) v`,
    [targetId, viewer.site_id, viewer.id]
  );
  if (!row) throw memberNotFound();
  if (row.blocks_viewer && row.deleted_at === null) {
    throw new HttpError(403, { error: E.blockedByMember, name: row.name });
  }
  if (!row.visible) throw memberNotFound();
  return row;
}

/** A member of the viewer's site who is not pending deletion, seen or not: whom one may block or unblock. */
export async function siteMember(db: Q, viewer: MemberRow, targetId: number): Promise<MemberRow> {
  refuseSelf(viewer.id, targetId);
  const [row] = await db.query<MemberRow>(
    `${MEMBER_SELECT} WHERE m.id = $1 AND m.site_id = $2 AND m.deleted_at IS NULL`,
    [targetId, viewer.site_id]
  );
  if (!row) throw memberNotFound();
  return row;
}

/**
 * The member `targetId` of the viewer's site whom the viewer may report: anyone but oneself,
 * whatever blocks or visibility lie between them (404 member_not_found for an id of no member of
 * the site). A report reaches only the operator, so a member who blocked the reporter, went
 * invisible or asked to be deleted cannot escape one that way.
 */
export async function reportableMember(db: Q, viewer: MemberRow, targetId: number): Promise<MemberRow> {
  refuseSelf(viewer.id, targetId);
  const [row] = await db.query<MemberRow>(`${MEMBER_SELECT} WHERE m.id = $1 AND m.site_id = $2`, [
    targetId,
    viewer.site_id,
  ]);
  if (!row) throw memberNotFound();
  return row;
}

/** The endpoints whose body names one other member (`{id}`): like.php and block.php. */
type MemberIdEndpoint = "likeMember" | "unlikeMember" | "blockMember" | "unblockMember";

/**
 * What a like.php or block.php call needs: the signed-in member (403 authentication_required
 * before the body is read), the other member's id from the body, and the database and clock.
 */
export async function memberAction(c: Context<AppEnv>, name: MemberIdEndpoint) {
  const member = c.get("member");
  if (!member) throw authRequired();
  const { id } = await readBody(c, name);
  const { db, clock } = c.get("options");
  return { member, id, db, clock };
}
