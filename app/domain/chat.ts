/**
 * Rules of the chat, shared by the web tier and the reference API (zod-free, so pages may import
 * them). Values the product leaves open are chosen here; docs/decisions/016-chat.md says why.
 */

/** docs/product.md#chat: a free member may start this many conversations (premium: any number). */
export const FREE_CONVERSATION_STARTS = 2;
/**
 * Free text messages a free member may send before messages cost credits (docs/product.md#chat;
 * docs/decisions/016-chat.md says why three). A site may set its own as the stored setting free_messages.
 */
export const FREE_MESSAGES = 3;
/**
 * A member sends at most this many messages, images and gifts together in a minute: someone typing
 * sends a few; a script filling a partner's screen, the database and the image store is stopped.
 */
export const SENDS_PER_MINUTE = 20;
/**
 * Live event streams one member may hold open at once (a tab, a window, a device each), and one
 * address for all its members. The next is refused and that page polls instead; the open ones go on.
 */
export const EVENT_STREAMS_PER_MEMBER = 10;
export const EVENT_STREAMS_PER_IP = 100;
/** Messages per page of a conversation; older ones load in pages of the same size. */
export const MESSAGES_PAGE_SIZE = 50;
/** A typing event is sent at most this often while the member types, and shown this long. */
export const TYPING_SEND_EVERY_MS = 3_000;
export const TYPING_SHOWN_MS = 6_000;
/** Icebreakers offered in an empty conversation. */
export const ICEBREAKERS_OFFERED = 4;
/** docs/product.md#data-from-the-api: without live events, user, chats and likes are asked again this often. */
export const POLL_EVERY_MS = 60_000;
export const POLL_EVERY_WITH_PUSH_MS = 5 * 60_000;
export const POLL_FIRST_AFTER_MS = 5_000;

/** What the live event stream carries (docs/product.md#chat: messages, typing, read state, likes, credits). */
export const CHAT_EVENT_TYPES = ["message", "typing", "read", "like", "match", "credits"] as const;
export type ChatEventType = (typeof CHAT_EVENT_TYPES)[number];
