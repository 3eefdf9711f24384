import type { ChatEvent, Message } from "../app/api/schemas/chat";
import type { GiftKey } from "../app/domain/members";
import type { Delivered, Delivery } from "./conversations";
import type { Tell } from "./live";
import { toProfile, type MemberRow } from "./members";

/** A message row as the chat reads it; `read` is worked out by the query (see routes/chat.ts). */
export interface MessageRow {
  id: number;
  from_me: boolean;
  body: string;
  gift: string | null;
  image_filename: string | null;
  image_thumb: string | null;
  created_at: string | Date;
  read: boolean;
}

export const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  from_me: row.from_me,
  text: row.body,
  gift: row.gift as GiftKey | null,
  image: row.image_filename
    ? { filename: row.image_filename, thumb_filename: row.image_thumb ?? row.image_filename }
    : null,
  sent_at: new Date(row.created_at).toISOString(),
  read: row.read,
});

/** The sender's copy of a message just delivered, as its answer and events show it. */
export function sentMessage(delivered: Delivered, delivery: Delivery): Message {
  return toMessage({
    id: delivered.messageId,
    from_me: true,
    body: delivery.body,
    gift: delivery.gift ?? null,
    image_filename: delivery.image?.filename ?? null,
    image_thumb: delivery.image?.thumb_filename ?? null,
    created_at: delivery.at,
    read: false,
  });
}

/** What an event shows of a member: id, name and main photo. */
export function eventProfile(row: MemberRow, today: Date) {
  const { id, name, main_image } = toProfile(row, today);
  return { id, name, main_image };
}

/**
 * A delivered message as live events: to the recipient (a new message from the sender) and to
 * the sender (so their other tabs show it too), and the recipient's e-mail in the background.
 * Fictional profiles have no streams or mail to tell.
 */
export async function publishDelivery(
  { bus, mails }: Tell,
  from: MemberRow,
  to: MemberRow,
  delivered: Delivered,
  delivery: Delivery,
  today: Date
) {
  const own = sentMessage(delivered, delivery);
  const events: [number, ChatEvent][] = [];
  if (!to.fictional) {
    events.push([
      to.id,
      {
        type: "message",
        conversation_id: delivered.theirConversationId,
        profile: eventProfile(from, today),
        message: { ...own, id: delivered.theirMessageId, from_me: false },
      },
    ]);
  }
  if (!from.fictional) {
    events.push([
      from.id,
      { type: "message", conversation_id: delivered.conversationId, profile: eventProfile(to, today), message: own },
    ]);
  }
  for (const [memberId, event] of events) await bus.publish(memberId, event);
  mails.delivered(from, to, delivered);
}
