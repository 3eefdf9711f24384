import { describe, expect, it } from "vitest";
import type { ChatEvent, Message } from "~/api/schemas/chat";
import { TYPING_SEND_EVERY_MS, TYPING_SHOWN_MS } from "~/domain/chat";
import {
  applyChatEvent,
  charactersLeft,
  dayLabel,
  mergeMessages,
  messageRows,
  NO_LIVE_CHANGES,
  withReadState,
} from "./messages";

const message = (id: number, sent_at: string, from_me = false, overrides: Partial<Message> = {}): Message => ({
  id,
  from_me,
  text: `m${id}`,
  gift: null,
  image: null,
  sent_at,
  read: false,
  ...overrides,
});

describe("the message area's rows", () => {
  const messages = [
    message(1, "2024-05-01T09:00:00Z"),
    message(2, "2024-05-01T09:01:00Z"),
    message(3, "2024-05-01T10:00:00Z", true),
    message(4, "2024-05-02T08:00:00Z", true),
  ];
  it("puts a separator before each new day", () => {
    const rows = messageRows(messages, "UTC");
    expect(rows.map((r) => (r.kind === "day" ? r.day : r.message.id))).toEqual([
      "2024-05-01",
      1,
      2,
      3,
      "2024-05-02",
      4,
    ]);
  });
  it("marks runs of one sender, a day's end ending a run", () => {
    const runs = messageRows(messages, "UTC").flatMap((r) =>
      r.kind === "message" ? [[r.firstOfRun, r.lastOfRun]] : []
    );
    expect(runs).toEqual([
      [true, false],
      [false, true],
      [true, true],
      [true, true],
    ]);
  });
  it("follows the member's time zone for the day", () => {
    const late = [message(1, "2024-05-01T23:30:00Z")];
    expect(messageRows(late, "Europe/Amsterdam")[0]).toMatchObject({ day: "2024-05-02" });
  });
  it("says today and yesterday, and the date before that", () => {
    const now = new Date();
    const words = { today: "Today", yesterday: "Yesterday" };
    const key = (d: Date) => messageRows([message(1, d.toISOString())])[0];
    expect(dayLabel((key(now) as { day: string }).day, now, "en", words)).toBe("Today");
    const yesterday = new Date(now.getTime() - 86_400_000);
    expect(dayLabel((key(yesterday) as { day: string }).day, now, "en", words)).toBe("Yesterday");
    expect(dayLabel("2020-01-15", now, "en", words)).toBe("15 Jan 2020");
    expect(dayLabel("2020-01-15", now, "en-US", words)).toBe("Jan 15, 2020");
  });
});

describe("the character counter", () => {
  it("counts what is left against the site's length, and what is over", () => {
    expect(charactersLeft("", 10)).toMatchObject({ left: 10, over: false });
    expect(charactersLeft("hello", 5)).toMatchObject({ left: 0, over: false });
    expect(charactersLeft("hello!", 5)).toMatchObject({ left: -1, over: true });
  });
  it("is shown only within the last 100 characters of the limit", () => {
    expect(charactersLeft("", 1000).near).toBe(false);
    expect(charactersLeft("a".repeat(899), 1000)).toEqual({ left: 101, over: false, near: false });
    expect(charactersLeft("a".repeat(900), 1000)).toEqual({ left: 100, over: false, near: true });
    expect(charactersLeft("a".repeat(1001), 1000)).toEqual({ left: -1, over: true, near: true });
  });
  it("is shown within the last fifth of a short limit", () => {
    expect(charactersLeft("a".repeat(159), 200).near).toBe(false);
    expect(charactersLeft("a".repeat(160), 200).near).toBe(true);
  });
  it("counts an emoji as one character", () => {
    expect(charactersLeft("😀😀", 3).left).toBe(1);
  });
});

describe("live events in the open conversation", () => {
  const open = { id: 5, partnerId: 7 };
  const profile = { id: 7, name: "Lena", main_image: null };
  const arrived = (m: Message, conversation_id = 5): ChatEvent => ({
    type: "message",
    conversation_id,
    profile,
    message: m,
  });

  it("appends a message once, however often it arrives", () => {
    const m = message(10, "2024-05-01T09:00:00Z");
    let state = applyChatEvent(NO_LIVE_CHANGES, arrived(m), open, 0);
    state = applyChatEvent(state, arrived(m), open, 0);
    expect(state.messages).toEqual([m]);
    // A message the page already holds is shown once too.
    expect(mergeMessages([m], state.messages)).toEqual([m]);
  });
  it("ignores messages of other conversations", () => {
    const other = { ...arrived(message(11, "2024-05-01T09:00:00Z"), 6), profile: { ...profile, id: 8 } } as ChatEvent;
    expect(applyChatEvent(NO_LIVE_CHANGES, other, open, 0)).toBe(NO_LIVE_CHANGES);
  });
  it("finds the conversation by the partner before it has an id", () => {
    const state = applyChatEvent(
      NO_LIVE_CHANGES,
      arrived(message(12, "2024-05-01T09:00:00Z"), 99),
      { id: null, partnerId: 7 },
      0
    );
    expect(state.messages).toHaveLength(1);
  });
  it("shows the partner typing for a while; their message ends it", () => {
    let state = applyChatEvent(NO_LIVE_CHANGES, { type: "typing", profile_id: 7 }, open, 1000);
    expect(state.typingUntil).toBe(1000 + TYPING_SHOWN_MS);
    expect(applyChatEvent(NO_LIVE_CHANGES, { type: "typing", profile_id: 8 }, open, 1000).typingUntil).toBe(0);
    state = applyChatEvent(state, arrived(message(13, "2024-05-01T09:00:00Z")), open, 2000);
    expect(state.typingUntil).toBe(0);
  });
  it("does not show the partner typing for a signal that arrives just after their message", () => {
    // Typed for the message, sent before it, delivered after it.
    let state = applyChatEvent(NO_LIVE_CHANGES, arrived(message(13, "2024-05-01T09:00:00Z")), open, 10_000);
    state = applyChatEvent(state, { type: "typing", profile_id: 7 }, open, 10_200);
    expect(state.typingUntil).toBe(0);
    // Typing again later is shown.
    state = applyChatEvent(state, { type: "typing", profile_id: 7 }, open, 10_000 + TYPING_SEND_EVERY_MS);
    expect(state.typingUntil).toBe(10_000 + TYPING_SEND_EVERY_MS + TYPING_SHOWN_MS);
  });
  it("marks own messages read up to the partner's read event", () => {
    const state = applyChatEvent(NO_LIVE_CHANGES, { type: "read", conversation_id: 5, message_id: 21 }, open, 0);
    const shown = withReadState(
      [
        message(20, "2024-05-01T09:00:00Z", true),
        message(21, "2024-05-01T09:01:00Z", true),
        message(22, "2024-05-01T09:02:00Z", true),
      ],
      state.readUpTo
    );
    expect(shown.map((m) => m.read)).toEqual([true, true, false]);
  });
  it("keeps messages in order by time, then id", () => {
    const merged = mergeMessages(
      [message(2, "2024-05-01T09:01:00Z")],
      [message(1, "2024-05-01T09:00:00Z"), message(3, "2024-05-01T09:01:00Z")]
    );
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3]);
  });
});
