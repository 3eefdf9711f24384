import { z } from "zod";
import { CHAT_EVENT_TYPES } from "../../domain/chat";
import { GIFT_KEYS } from "../../domain/members";
import { IdSchema, messageTextSchema } from "./common";
import { MemberCardSchema } from "./members";
import { ProfileSchema } from "./user";

/** One message of a conversation, as the member sees it (own or the partner's). */
export const MessageSchema = z.object({
  id: IdSchema,
  from_me: z.boolean(),
  /** May be empty for a gift or an image. */
  text: z.string(),
  gift: z.enum(GIFT_KEYS).nullable(),
  /** An image message: its files under the cdn prefix. */
  image: z.object({ filename: z.string(), thumb_filename: z.string() }).nullable(),
  /** ISO 8601. */
  sent_at: z.string().datetime({ offset: true }),
  /** Own messages: the partner has read it. Partner's messages: always true once shown. */
  read: z.boolean(),
});
export type Message = z.infer<typeof MessageSchema>;

/** What the member may do in this conversation now, so the screen can say why before a send fails. */
export const ConversationRulesSchema = z.object({
  /** Credits one text message costs here (the site's message_credits, at least the country's minimum). */
  message_credits: z.number().int().nonnegative(),
  photo_credits: z.number().int().nonnegative(),
  gift_credits: z.number().int().nonnegative(),
  message_length: z.number().int().positive(),
  /** Free messages the member has left (site setting; premium members: 0, they pay per message). */
  free_messages_left: z.number().int().nonnegative(),
  /** A free member who has started FREE_CONVERSATION_STARTS conversations cannot start this one. */
  can_start: z.boolean(),
  /** The member's account is unconfirmed: messages go out, replies wait for the activation. */
  replies_wait_for_activation: z.boolean(),
  /** The partner blocked the member (sending is refused). */
  blocked_by_partner: z.boolean(),
});

/**
 * GET /api/chat.php?id= (a conversation) or ?member= (the conversation with a member, which may not
 * exist yet: id null and no messages). Opening marks the partner's messages read.
 */
export const ConversationQuerySchema = z
  .object({
    id: z.string().regex(/^\d{1,9}$/),
    member: z.string().regex(/^\d{1,9}$/),
    /** Older messages: those before this message id. */
    before: z.string().regex(/^\d{1,10}$/),
  })
  .partial()
  .strict();
export const ConversationResponseSchema = z.object({
  conversation: z.object({ id: IdSchema.nullable() }),
  profile: MemberCardSchema,
  /** Oldest first; at most MESSAGES_PAGE_SIZE. */
  messages: z.array(MessageSchema),
  has_older: z.boolean(),
  /** Partner messages this opening marked read: the unread badges drop by this many. */
  marked_read: z.number().int().nonnegative(),
  rules: ConversationRulesSchema,
});
export type ConversationResponse = z.infer<typeof ConversationResponseSchema>;

/**
 * POST /api/message.php: a text message to a member. Send it with an Idempotency-Key header: a
 * retried send with the same key is stored and charged once and answers the same message.
 */
export const SendMessageRequestSchema = z.object({ to: IdSchema, text: messageTextSchema(5000) }).strict();
export const SendMessageResponseSchema = z.object({
  message: MessageSchema,
  conversation_id: IdSchema,
  /** The member's credits after paying. */
  credits: z.number().int().nonnegative(),
  free_messages_left: z.number().int().nonnegative(),
});

/** DELETE /api/chat.php (docs/product.md#chat): the member's side of a conversation. */
export const DeleteChatRequestSchema = z.object({ conversation: IdSchema }).strict();

/** POST /api/typing.php: the member is typing to a member (shown to them for TYPING_SHOWN_MS). */
export const TypingRequestSchema = z.object({ to: IdSchema }).strict();

/** GET /api/icebreakers.php: suggested first lines in the member's language (Accept-Language). */
export const IcebreakersResponseSchema = z.object({ icebreakers: z.array(z.string()) });

/**
 * One event of GET /api/events.php (text/event-stream, one `data:` JSON line per event, `id:` the
 * event's id for Last-Event-ID). The member's own actions arrive too, so every open tab follows.
 */
export const ChatEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal(CHAT_EVENT_TYPES[0]),
    conversation_id: IdSchema,
    profile: ProfileSchema.pick({ id: true, name: true, main_image: true }),
    message: MessageSchema,
  }),
  z.object({ type: z.literal(CHAT_EVENT_TYPES[1]), profile_id: IdSchema }),
  /** The partner read the member's messages of this conversation up to message_id. */
  z.object({ type: z.literal(CHAT_EVENT_TYPES[2]), conversation_id: IdSchema, message_id: IdSchema }),
  z.object({
    type: z.literal(CHAT_EVENT_TYPES[3]),
    profile: ProfileSchema.pick({ id: true, name: true, main_image: true }),
  }),
  z.object({
    type: z.literal(CHAT_EVENT_TYPES[4]),
    profile: ProfileSchema.pick({ id: true, name: true, main_image: true }),
  }),
  z.object({ type: z.literal(CHAT_EVENT_TYPES[5]), credits: z.number().int().nonnegative() }),
]);
export type ChatEvent = z.infer<typeof ChatEventSchema>;

/** An event's id as the live stream numbers them (`id:` lines), which Last-Event-ID resumes after. */
export const EVENT_ID_PATTERN = /^\d{1,15}$/;

/**
 * One event of a site's stream (site-events.php, decision 028): the member it belongs to and the
 * event as that member's own stream carries it.
 */
export const SiteEventSchema = z.object({ member_id: IdSchema, event: ChatEventSchema });
export type SiteEvent = z.infer<typeof SiteEventSchema>;

/** The header that carries the web tier's server-to-server key (EVENTS_KEY) to site-events.php. */
export const EVENTS_KEY_HEADER = "X-Events-Key";

/** missed-events.php: the member's events after `after` (an event id). */
export const MissedEventsQuerySchema = z.object({ after: z.string().regex(EVENT_ID_PATTERN) });

/** The member's events a reconnecting stream missed, oldest first (at most the newest 200 of the last hour). */
export const MissedEventsResponseSchema = z.object({
  events: z.array(z.object({ id: z.number().int().positive(), event: ChatEventSchema })),
});

/** Error codes of the chat calls. */
export const ChatErrorCode = {
  notEnoughCredits: "not_enough_credits",
  /** A free member has started FREE_CONVERSATION_STARTS conversations. */
  conversationLimitReached: "conversation_limit_reached",
  blockedByMember: "blocked_by_member",
  memberNotFound: "member_not_found",
  conversationNotFound: "conversation_not_found",
  messageTooLong: "message_too_long",
  /** 429: the member sent SENDS_PER_MINUTE messages, images and gifts in the last minute. */
  sendingTooFast: "sending_too_fast",
  /** 429: the member (or the address) holds EVENT_STREAMS_PER_MEMBER (EVENT_STREAMS_PER_IP) event streams already. */
  tooManyStreams: "too_many_streams",
  /** 403: site-events.php without the web tier's server-to-server key (EVENTS_KEY). */
  eventsKeyRequired: "events_key_required",
} as const;
