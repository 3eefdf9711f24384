import type { Db } from "./db";

type Q = Pick<Db, "query">;

/** A message as it is delivered: text (may be empty for a gift) and the gift's key, if any. */
export interface Delivery {
  body: string;
  gift?: string | null;
  at: Date;
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
 * Delivers a message (or a gift) from one member to another: written into both sides'
 * conversations, read on the sender's side and unread on the recipient's. Answers the sender's
 * conversation id. Run it inside the transaction that charged for it.
 */
export async function deliver(tx: Q, fromId: number, toId: number, message: Delivery): Promise<number> {
  const own = await conversationWith(tx, fromId, toId, message.at);
  const theirs = await conversationWith(tx, toId, fromId, message.at);
  await tx.query(
    `INSERT INTO messages (conversation_id, from_me, body, gift, created_at, read_at)
     VALUES ($1, true, $3, $4, $5, $5), ($2, false, $3, $4, $5, NULL)`,
    [own, theirs, message.body, message.gift ?? null, message.at]
  );
  return own;
}
