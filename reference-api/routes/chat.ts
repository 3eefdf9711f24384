import type { Context, Hono } from "hono";
import { ChatErrorCode as E, type ConversationResponse } from "../../app/api/schemas/chat";
import { ICEBREAKERS_OFFERED, MESSAGES_PAGE_SIZE } from "../../app/domain/chat";
import type { AppEnv } from "../app-env";
import { ICEBREAKER_LINES } from "../chat-lines";
import { acceptedLanguage, apiLanguage } from "../languages";
import { conversationStart, freeMessagesLeft, siteCredits } from "../chat-rules";
import type { Db } from "../db";
import { HttpError, readBody, requireMember, respond } from "../http";
import { memberCards, SqlParams, toCard } from "../member-cards";
import type { MemberRow } from "../members";
import { toMessage, type MessageRow } from "../message-events";
import { reachableMember } from "../reachable";
import { serveEndpoint } from "../serve-endpoint";

const conversationNotFound = () => new HttpError(404, { error: E.conversationNotFound });

/**
 * The member's conversation and its partner: by the member's conversation id (404
 * conversation_not_found when it is not theirs or the partner can no longer be seen) or by the
 * partner's id (reachableMember: 404 member_not_found, 403 blocked_by_member).
 */
async function openConversation(c: Context<AppEnv>, db: Db, member: MemberRow) {
  const id = c.req.query("id");
  const partnerId = c.req.query("member");
  if ((id === undefined) === (partnerId === undefined)) {
    throw new HttpError(400, { error: "validation_failed", fields: { id: "id_or_member_required" } });
  }
  if (id !== undefined) {
    const [own] = await db.query<{ profile_id: number }>(
      "SELECT profile_id FROM conversations WHERE id = $1 AND member_id = $2",
      [Number(id), member.id]
    );
    if (!own) throw conversationNotFound();
    const partner = await reachableMember(db, member, own.profile_id).catch((error: unknown) => {
      throw error instanceof HttpError && error.status === 404 ? conversationNotFound() : error;
    });
    return { conversationId: Number(id), partner };
  }
  const partner = await reachableMember(db, member, Number(partnerId));
  const [own] = await db.query<{ id: number }>(
    "SELECT id FROM conversations WHERE member_id = $1 AND profile_id = $2",
    [member.id, partner.id]
  );
  return { conversationId: own?.id ?? null, partner };
}

/** Marks the partner's messages read; tells the partner up to which of their messages. Answers how many. */
async function markRead(c: Context<AppEnv>, conversationId: number, partnerId: number): Promise<number> {
  const { db, clock } = c.get("options");
  const marked = await db.query<{ id: number; delivery_id: string | null }>(
    `UPDATE messages SET read_at = $2 WHERE conversation_id = $1 AND NOT from_me AND read_at IS NULL
     RETURNING id, delivery_id::text AS delivery_id`,
    [conversationId, clock()]
  );
  const newest = marked.reduce<(typeof marked)[number] | undefined>((a, b) => (!a || b.id > a.id ? b : a), undefined);
  if (newest?.delivery_id) {
    const [theirs] = await db.query<{ id: number; conversation_id: number }>(
      "SELECT id, conversation_id FROM messages WHERE delivery_id = $1 AND from_me",
      [newest.delivery_id]
    );
    if (theirs) {
      await c
        .get("live")
        .bus.publish(partnerId, { type: "read", conversation_id: theirs.conversation_id, message_id: theirs.id });
    }
  }
  return marked.length;
}

/**
 * A page of messages, newest MESSAGES_PAGE_SIZE before `before` (oldest first in the answer). Own
 * messages are read when the partner's copy is (older messages without a delivery id: read).
 */
async function messagePage(db: Db, conversationId: number, before: string | undefined) {
  const rows = await db.query<MessageRow>(
    `SELECT m.id, m.from_me, m.body, m.gift, m.image_filename, m.image_thumb, m.created_at,
            CASE WHEN NOT m.from_me THEN true
                 ELSE coalesce((SELECT t.read_at IS NOT NULL FROM messages t
                                WHERE t.delivery_id = m.delivery_id AND t.id <> m.id LIMIT 1), m.delivery_id IS NULL)
            END AS read
     FROM messages m WHERE m.conversation_id = $1 AND ($2::bigint IS NULL OR m.id < $2::bigint)
     ORDER BY m.id DESC LIMIT $3`,
    [conversationId, before ?? null, MESSAGES_PAGE_SIZE + 1]
  );
  return {
    messages: rows.slice(0, MESSAGES_PAGE_SIZE).reverse().map(toMessage),
    hasOlder: rows.length > MESSAGES_PAGE_SIZE,
  };
}

/** chat.php, typing.php and icebreakers.php (docs/product.md#chat; decision 016). */
export function chatRoutes(app: Hono<AppEnv>) {
  serveEndpoint(app, "getConversation", async (c) => {
    const member = requireMember(c);
    const { db, clock } = c.get("options");
    const site = c.get("site");
    const today = clock();
    const { conversationId, partner } = await openConversation(c, db, member);
    const markedRead = conversationId === null ? 0 : await markRead(c, conversationId, partner.id);
    const page =
      conversationId === null
        ? { messages: [], hasOlder: false }
        : await messagePage(db, conversationId, c.req.query("before"));
    const q = new SqlParams();
    const [card] = await memberCards(db, q, today, {
      where: `m.id = ${q.add(partner.id)}`,
      order: [["m.id", "ASC"]],
      limit: 1,
    });
    const start = await conversationStart(db, member, partner.id);
    const answer: ConversationResponse = {
      conversation: { id: conversationId },
      profile: toCard(card, today),
      messages: page.messages,
      has_older: page.hasOlder,
      marked_read: markedRead,
      rules: {
        // minimum_message_costs is money per country, message_credits credits: the price stays
        // message_credits (decision 016).
        message_credits: siteCredits(site, "message_credits"),
        photo_credits: siteCredits(site, "photo_credits"),
        gift_credits: siteCredits(site, "gift_credits"),
        message_length: siteCredits(site, "message_length"),
        free_messages_left: freeMessagesLeft(site, member.paid_user, member.free_messages_used),
        can_start: start.allowed,
        replies_wait_for_activation: member.user_status === "not_confirmed",
        // A block answers 403 blocked_by_member above (docs/product.md#blocking-and-complaints: the blocker's chats are gone).
        blocked_by_partner: false,
      },
    };
    return respond(c, "getConversation", answer);
  });

  serveEndpoint(app, "deleteChat", async (c) => {
    const member = requireMember(c);
    const { conversation } = await readBody(c, "deleteChat");
    const [gone] = await c
      .get("options")
      .db.query("DELETE FROM conversations WHERE id = $1 AND member_id = $2 RETURNING id", [conversation, member.id]);
    if (!gone) throw conversationNotFound();
    return respond(c, "deleteChat", { ok: true });
  });

  serveEndpoint(app, "sendTyping", async (c) => {
    const member = requireMember(c);
    const { to } = await readBody(c, "sendTyping");
    const target = await reachableMember(c.get("options").db, member, to);
    const { typing, bus } = c.get("live");
    if (!target.fictional && typing.allows(member.id, target.id)) {
      await bus.publish(target.id, { type: "typing", profile_id: member.id });
    }
    return respond(c, "sendTyping", { ok: true });
  });

  serveEndpoint(app, "getIcebreakers", (c) => {
    const member = requireMember(c);
    const language = acceptedLanguage(c.req.header("Accept-Language")) ?? apiLanguage(member.language) ?? "en";
    const lines = [...ICEBREAKER_LINES[language]];
    // A different few each time, in a random order.
    for (let i = lines.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [lines[i], lines[j]] = [lines[j], lines[i]];
    }
    return respond(c, "getIcebreakers", { icebreakers: lines.slice(0, ICEBREAKERS_OFFERED) });
  });
}
