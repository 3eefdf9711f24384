import type { ChatEvent, Message } from "~/api/schemas/chat";
import { TYPING_SEND_EVERY_MS, TYPING_SHOWN_MS } from "~/domain/chat";
import { dateTimeFormat, relativeTimeFormat } from "~/i18n/intl";

/**
 * The pure parts of the conversation screen (browser-safe, zod-free: only types come from the
 * contract): day separators, runs of one sender, the character counter, the live event reducer.
 */

/** A day of the member's calendar (in the browser's time zone), as YYYY-MM-DD. */
export function dayKey(iso: string, timeZone?: string): string {
  return dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(iso));
}

export type MessageRow =
  | { kind: "day"; key: string; day: string }
  | { kind: "message"; key: string; message: Message; firstOfRun: boolean; lastOfRun: boolean };

/**
 * The message area's rows, oldest first: a separator before each new day, and each message marked
 * first or last of a run from one sender (a run ends at a day's end too), for bubble corners.
 */
export function messageRows(messages: Message[], timeZone?: string): MessageRow[] {
  const rows: MessageRow[] = [];
  let day = "";
  messages.forEach((message, i) => {
    const today = dayKey(message.sent_at, timeZone);
    if (today !== day) rows.push({ kind: "day", key: `day-${today}`, day: (day = today) });
    const prev = messages[i - 1];
    const next = messages[i + 1];
    const sameRun = (other: Message | undefined) =>
      other !== undefined && other.from_me === message.from_me && dayKey(other.sent_at, timeZone) === today;
    rows.push({
      kind: "message",
      key: String(message.id),
      message,
      firstOfRun: !sameRun(prev),
      lastOfRun: !sameRun(next),
    });
  });
  return rows;
}

/** "Today", "Yesterday" or the date, for a day separator. */
export function dayLabel(day: string, now: Date, locale: string, words: { today: string; yesterday: string }) {
  const today = dayKey(now.toISOString());
  const yesterday = dayKey(new Date(now.getTime() - 86_400_000).toISOString());
  if (day === today) return words.today;
  if (day === yesterday) return words.yesterday;
  return dateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
}

/** The conversation list's time: relative for today ("5 minutes ago"), else the date. */
export function listTime(iso: string, now: Date, locale: string): string {
  const sent = new Date(iso);
  if (dayKey(iso) !== dayKey(now.toISOString())) return dateTimeFormat(locale, { dateStyle: "short" }).format(sent);
  const minutes = Math.round((sent.getTime() - now.getTime()) / 60_000);
  const relative = relativeTimeFormat(locale, { numeric: "auto" });
  return Math.abs(minutes) < 60
    ? relative.format(minutes, "minute")
    : relative.format(Math.round(minutes / 60), "hour");
}

/**
 * The counter shows only near the site's message length: within its last 100 characters, or its
 * last fifth when that is shorter (a site with short messages would otherwise count from the start).
 */
export const COUNTER_SHOWN_WITHIN = 100;

/**
 * The send footer's counter: characters left against rules.message_length, whether it is over, and
 * whether it is near enough the limit to be shown (docs/decisions/016-chat.md, "The composer").
 */
export function charactersLeft(text: string, max: number): { left: number; over: boolean; near: boolean } {
  const left = max - [...text].length;
  return { left, over: left < 0, near: left <= Math.min(COUNTER_SHOWN_WITHIN, Math.floor(max / 5)) };
}

/** Messages of the page and those that arrived live, once each (by id), oldest first. */
export function mergeMessages(page: Message[], live: Message[]): Message[] {
  const byId = new Map<number, Message>();
  for (const message of [...page, ...live]) if (!byId.has(message.id)) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.sent_at.localeCompare(b.sent_at) || a.id - b.id);
}

/** What the live events changed in the open conversation. */
export interface LiveConversation {
  messages: Message[];
  /** Epoch ms until which the partner is shown typing. */
  typingUntil: number;
  /** Own messages up to this id are read by the partner. */
  readUpTo: number;
  /** Epoch ms when the partner's latest message arrived (null: none yet). */
  partnerWroteAt: number | null;
}
export const NO_LIVE_CHANGES: LiveConversation = { messages: [], typingUntil: 0, readUpTo: 0, partnerWroteAt: null };

/** The open conversation: its id (null before the first message) and the partner. */
export interface OpenConversation {
  id: number | null;
  partnerId: number;
}

/** One live event applied to the open conversation; events of other conversations change nothing. */
export function applyChatEvent(
  state: LiveConversation,
  event: ChatEvent,
  open: OpenConversation,
  now: number
): LiveConversation {
  switch (event.type) {
    case "message": {
      const here = event.conversation_id === open.id || event.profile.id === open.partnerId;
      if (!here || state.messages.some((m) => m.id === event.message.id)) return state;
      const messages = [...state.messages, event.message];
      // The partner's message ends their typing.
      return event.message.from_me
        ? { ...state, messages }
        : { ...state, messages, typingUntil: 0, partnerWroteAt: now };
    }
    case "typing":
      // A typing signal is sent at most every TYPING_SEND_EVERY_MS while the partner types, and may
      // arrive after the message it was typed for (it travels apart from it): one that soon after
      // their message is that message's, and would show them typing with nothing coming.
      if (
        event.profile_id !== open.partnerId ||
        (state.partnerWroteAt !== null && now - state.partnerWroteAt < TYPING_SEND_EVERY_MS)
      )
        return state;
      return { ...state, typingUntil: now + TYPING_SHOWN_MS };
    case "read":
      return event.conversation_id === open.id && event.message_id > state.readUpTo
        ? { ...state, readUpTo: event.message_id }
        : state;
    default:
      return state;
  }
}

/** A message as shown: own messages read up to the partner's last read event. */
export const withReadState = (messages: Message[], readUpTo: number): Message[] =>
  messages.map((m) => (m.from_me && !m.read && m.id <= readUpTo ? { ...m, read: true } : m));
