import type { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { authRequired, respond } from "../http";
import { serveEndpoint } from "../serve-endpoint";
import { MEMBER_SELECT, memberSelect, toProfile, visibleTo, type MemberRow } from "../members";
import type { GiftKey } from "../../app/domain/members";

/**
 * chats.php and likes.php: the member's conversations and likes, leaving out members pending
 * deletion, invisible members and blocks either way (visibleTo). An image message's last
 * message has an empty text.
 */
export function socialRoutes(app: Hono<AppEnv>) {
  serveEndpoint(app, "getChats", async (c) => {
    const member = c.get("member");
    if (!member) throw authRequired();
    const { db, clock } = c.get("options");
    const rows = await db.query<
      MemberRow & {
        conversation_id: number;
        unread: number;
        last_body: string | null;
        last_gift: GiftKey | null;
        last_at: string | Date | null;
        last_from_me: boolean | null;
      }
    >(
      `SELECT m.*, p.filename AS photo_filename, p.thumb_filename AS photo_thumb, p.status AS photo_status,
              c.id AS conversation_id,
              (SELECT count(*)::int FROM messages x WHERE x.conversation_id = c.id AND NOT x.from_me AND x.read_at IS NULL) AS unread,
              last.body AS last_body, last.gift AS last_gift, last.created_at AS last_at, last.from_me AS last_from_me
       FROM conversations c
       JOIN members m ON m.id = c.profile_id
       LEFT JOIN photos p ON p.member_id = m.id AND p.is_main
       LEFT JOIN LATERAL (SELECT body, gift, created_at, from_me FROM messages WHERE conversation_id = c.id ORDER BY created_at DESC, id DESC LIMIT 1) last ON true
       WHERE c.member_id = $1 AND ${visibleTo("$1")}
       ORDER BY last.created_at DESC NULLS LAST, c.id DESC`,
      [member.id]
    );
    const today = clock();
    return respond(c, "getChats", {
      chats: rows.map((r) => ({
        conversation: { id: r.conversation_id },
        profile: toProfile(r, today),
        num_unread_messages: r.unread,
        last_message:
          r.last_body === null
            ? null
            : {
                text: r.last_body,
                sent_at: new Date(r.last_at!).toISOString(),
                from_me: Boolean(r.last_from_me),
                ...(r.last_gift ? { gift: r.last_gift } : {}),
              },
      })),
    });
  });

  serveEndpoint(app, "getLikes", async (c) => {
    const member = c.get("member");
    if (!member) throw authRequired();
    const { db, clock } = c.get("options");
    const [liked, likedBy] = await Promise.all([
      db.query<MemberRow>(
        `${MEMBER_SELECT} JOIN likes l ON l.to_id = m.id WHERE l.from_id = $1 AND ${visibleTo(
          "$1"
        )} ORDER BY l.created_at DESC`,
        [member.id]
      ),
      db.query<MemberRow & { seen: boolean }>(
        `${memberSelect("l.seen")} JOIN likes l ON l.from_id = m.id WHERE l.to_id = $1 AND ${visibleTo(
          "$1"
        )} ORDER BY l.created_at DESC`,
        [member.id]
      ),
    ]);
    const today = clock();
    return respond(c, "getLikes", {
      profiles: liked.map((r) => toProfile(r, today)),
      liked_by: likedBy.map((r) => ({ id: r.id, like_new: !r.seen, profile: toProfile(r, today) })),
    });
  });
}
