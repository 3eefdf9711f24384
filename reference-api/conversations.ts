import type { Db } from "./db";

type Q = Pick<Db, "query">;

/** A message as it is delivered: text (may be empty for a gift or an image), a gift's key, an image's files. */
export interface Delivery {
  body: string;
  gift?: string | null;
  image?: { filename: string; thumb_filename: string } | null;
  at: Date;
}

/** Where a delivery was written: each side's conversation and copy of the message. */
export interface Delivered {
  conversationId: number;
  messageId: number;
  theirConversationId: number;
  theirMessageId: number;
}

/**
 * The member's conversation with `profileId`, made when missing. Each side of an exchange owns
 * its own row, so deleting a chat on one side leaves the other side's as it was.
 */
export async function conversationWith(tx: Q, memberId: number, profileId: number, at: Date): Promise<number> {
  // The no-op update makes RETURNING give the id of an existing row too.
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO conversations (member_id, profile_id, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, profile_id) DO UPDATE SET member_id = EXCLUDED.member_id RETURNING id`,
    [memberId, profileId, at]
  );
  return row.id;
}

/**
 * Delivers a message (text, a gift or an image) from one member to another: written into both
 * sides' conversations, read on the sender's side and unread on the recipient's; both copies
 * share a delivery id (read receipts). Run it inside the transaction that charged for it.
 */
export async function deliverMessage(tx: Q, fromId: number, toId: number, message: Delivery): Promise<Delivered> {
  // Both sides' rows in one order, the lower member id's first, whoever writes: two members writing
  // to each other at the same moment never wait for each other's new row in opposite order (a
  // deadlock on PostgreSQL, a server error for one of them).
  const senderFirst = fromId < toId;
  const first = await conversationWith(tx, senderFirst ? fromId : toId, senderFirst ? toId : fromId, message.at);
  const second = await conversationWith(tx, senderFirst ? toId : fromId, senderFirst ? fromId : toId, message.at);
  const [own, theirs] = senderFirst ? [first, second] : [second, first];
  const rows = await tx.query<{ id: number; from_me: boolean }>(
    `INSERT INTO messages (conversation_id, from_me, body, gift, image_filename, image_thumb, created_at, read_at, delivery_id)
     SELECT c, f, $3, $4, $5, $6, $7, CASE WHEN f THEN $7::timestamptz END, d
     FROM (VALUES ($1::int, true), ($2::int, false)) v(c, f), (SELECT nextval('message_deliveries') AS d) s
     RETURNING id, from_me`,
    [
      own,
      theirs,
      message.body,
      message.gift ?? null,
      message.image?.filename ?? null,
      message.image?.thumb_filename ?? null,
      message.at,
    ]
  );
  const id = (fromMe: boolean) => rows.find((r) => r.from_me === fromMe)!.id;
  return { conversationId: own, messageId: id(true), theirConversationId: theirs, theirMessageId: id(false) };
}

/** `deliverMessage`, answering the sender's conversation id. */
export async function deliver(tx: Q, fromId: number, toId: number, message: Delivery): Promise<number> {
  return (await deliverMessage(tx, fromId, toId, message)).conversationId;
}
