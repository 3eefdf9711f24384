import type { Endpoint } from "../endpoint";
import { OkSchema } from "../schemas/common";
import { UPLOAD_ERRORS } from "./profile";
import {
  ChatErrorCode as E,
  ChatEventSchema,
  ConversationQuerySchema,
  ConversationResponseSchema,
  DeleteChatRequestSchema,
  IcebreakersResponseSchema,
  MissedEventsQuerySchema,
  MissedEventsResponseSchema,
  SendMessageRequestSchema,
  SendMessageResponseSchema,
  SiteEventSchema,
  TypingRequestSchema,
} from "../schemas/chat";

/** The partner out of reach: unknown, of another site, pending deletion, invisible, or blocking the member. */
const PARTNER_UNREACHABLE = { [E.memberNotFound]: 404, [E.blockedByMember]: 403 } as const;

/** What a message is refused with, text or image (docs/product.md#chat, the sending pace included). */
const SEND_ERRORS = {
  ...PARTNER_UNREACHABLE,
  [E.notEnoughCredits]: 402,
  [E.conversationLimitReached]: 403,
  [E.sendingTooFast]: 429,
} as const;

/**
 * The chat (docs/product.md#chat): one conversation, sending text and
 * images that cost credits, deleting a conversation, typing, icebreakers and the live event stream.
 * The conversation list is getChats; gifts are sendGift (they appear in the conversation).
 */
export const chatEndpoints = {
  getConversation: {
    method: "GET",
    path: "/api/chat.php",
    summary:
      "One conversation by id, or the member's conversation with a member (?member=; id null before the " +
      "first message), newest page of messages (older with ?before=), the rules of sending. Opening marks " +
      "the partner's messages read. 404 conversation_not_found / member_not_found; 403 blocked_by_member.",
    query: ConversationQuerySchema,
    response: ConversationResponseSchema,
    auth: "required",
    errors: { ...PARTNER_UNREACHABLE, [E.conversationNotFound]: 404 },
  },
  sendMessage: {
    method: "POST",
    path: "/api/message.php",
    summary:
      "Send a text message: costs message_credits unless a free message is left; stored and charged in one " +
      "transaction, exactly once per Idempotency-Key. 402 not_enough_credits; 403 conversation_limit_reached " +
      "(a free member's third new conversation) or blocked_by_member; 400 message_too_long (message_length); " +
      "429 sending_too_fast (SENDS_PER_MINUTE messages, images and gifts the member sent in the last minute).",
    body: SendMessageRequestSchema,
    response: SendMessageResponseSchema,
    auth: "required",
    keyed: true,
    errors: { ...SEND_ERRORS, [E.messageTooLong]: 400 },
  },
  sendImageMessage: {
    method: "POST",
    path: "/api/message-image.php",
    summary:
      "Send an image as multipart/form-data (fields `to` and `image`): costs photo_credits; checked by content " +
      "and resized like profile photos; the same limits and errors as sendMessage and uploadPhoto.",
    response: SendMessageResponseSchema,
    auth: "required",
    keyed: true,
    errors: { ...SEND_ERRORS, ...UPLOAD_ERRORS },
  },
  deleteChat: {
    method: "DELETE",
    path: "/api/chat.php",
    summary: "Remove the member's side of a conversation (the partner keeps theirs).",
    body: DeleteChatRequestSchema,
    response: OkSchema,
    auth: "required",
    errors: { [E.conversationNotFound]: 404 },
  },
  sendTyping: {
    method: "POST",
    path: "/api/typing.php",
    summary: "The member is typing to a member: a typing event for them (rate-limited, never an error to show).",
    body: TypingRequestSchema,
    response: OkSchema,
    auth: "required",
    changesMember: false,
    errors: PARTNER_UNREACHABLE,
  },
  getIcebreakers: {
    method: "GET",
    path: "/api/icebreakers.php",
    summary: "Suggested first lines for an empty conversation, in the member's language (Accept-Language).",
    response: IcebreakersResponseSchema,
    auth: "required",
  },
  getEvents: {
    method: "GET",
    path: "/api/events.php",
    summary:
      "Live events of the member as text/event-stream (long-lived; `id:` per event, resumed after " +
      "Last-Event-ID; a comment line every 15 s keeps it open). `response` describes one event's data. " +
      "404 when the operator's API has no event stream: the web tier then polls (every 60 s). " +
      "429 too_many_streams past EVENT_STREAMS_PER_MEMBER open streams of the member or EVENT_STREAMS_PER_IP " +
      "of the address: that page polls too.",
    response: ChatEventSchema,
    auth: "required",
    errors: { [E.tooManyStreams]: 429 },
  },
  getSiteEvents: {
    method: "GET",
    path: "/api/site-events.php",
    summary:
      "Live events of every member of the site as text/event-stream, for the web tier: one stream per web " +
      "process, which passes each event on to that member's open pages (decision 028). Authenticated by " +
      "the web tier's server-to-server key in X-Events-Key (EVENTS_KEY), not by a member. `id:` per event " +
      "(the member's own event ids), resumed after Last-Event-ID (the newest 5,000 events of the site's last " +
      "hour); a comment line every 15 s keeps it open. `response` describes one event's data: the member id " +
      "and the event as the member's own stream carries it. 404 when the operator's API has no site stream: " +
      "the web tier then opens events.php per member.",
    response: SiteEventSchema,
    auth: "none",
    errors: { [E.eventsKeyRequired]: 403, not_found: 404 },
  },
  getMissedEvents: {
    method: "GET",
    path: "/api/missed-events.php",
    summary:
      "The member's events after the event id `after` that a reconnecting stream missed, oldest first " +
      "(at most the newest 200 of the last hour, as events.php replays): the web tier asks once per " +
      "reconnect of a member's stream that it feeds from the site stream.",
    query: MissedEventsQuerySchema,
    response: MissedEventsResponseSchema,
    auth: "required",
  },
} as const satisfies Record<string, Endpoint>;
