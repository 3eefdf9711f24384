// The site's event stream for the web tier (site-events.php, decision 028) and the replay of what
// one member missed (missed-events.php).
import { afterEach, describe, expect, it } from "vitest";
import { chatCalls } from "./chat-calls";
import { memberKit } from "./testing/member-kit";
import { testSiteForFile } from "./testing/site";

const DOMAIN = "site-events.localhost";
const KEY = "the-web-tier-key-the-web-tier-key-0123";
const now = new Date("2026-06-01T12:00:00Z");
const site = testSiteForFile(DOMAIN, "Site events", () => now, { free_messages: 100 }, { eventsKey: KEY });
const kit = memberKit(site, DOMAIN, () => now);
const chat = chatCalls(site, DOMAIN);
const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});
async function siteStream(lastEventId?: number) {
  const opened = await chat.openSiteStream(KEY, lastEventId);
  open.push(opened);
  return opened;
}
const texts = (events: { data: Record<string, unknown> }[]) =>
  events.map((e) => `${String(e.data.member_id)} ${(e.data.event as { message: { text: string } }).message.text}`);

describe("site-events.php", () => {
  it("refuses a request without the web tier's key, or with another", async () => {
    expect((await chat.openSiteStream(undefined)).res.status).toBe(403);
    const wrong = await chat.openSiteStream("another-key-another-key-another-key-00");
    expect(wrong.res.status).toBe(403);
    expect(await wrong.res.json()).toEqual({ error: "events_key_required" });
  });

  it("carries every member's events, each with the member it belongs to", async () => {
    const stream = await siteStream();
    expect(stream.res.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
    const a = await kit.newMember();
    const b = await kit.newMember();
    await chat.sendText(a.token, b.id, "Hello B");
    const events = await stream.next(2);
    // The recipient's copy and the sender's own (for their other tabs), in either order.
    expect(texts(events).sort()).toEqual([`${a.id} Hello B`, `${b.id} Hello B`].sort());
    const mine = events.find((e) => e.data.member_id === b.id)!;
    expect(mine.data.event).toMatchObject({ type: "message", message: { from_me: false }, profile: { id: a.id } });
  });

  it("names the site's newest event when it opens, so a web process knows where its members' new streams start", async () => {
    const a = await kit.newMember();
    const b = await kit.newMember();
    const first = await siteStream();
    await chat.sendText(a.token, b.id, "before");
    const newest = Math.max(...(await first.next(2)).map((e) => e.id));
    const later = await siteStream();
    // Read until the opening blocks are in (no event follows: nothing was sent since).
    await expect.poll(async () => (await later.next(1, 100), later.lastEventId())).toBe(newest);
    expect(later.received).toEqual([]);
  });

  it("replays what the site missed after Last-Event-ID, then goes on live, none twice", async () => {
    const a = await kit.newMember();
    const b = await kit.newMember();
    const first = await siteStream();
    await chat.sendText(a.token, b.id, "one");
    const seen = await first.next(2);
    await first.close();
    await chat.sendText(a.token, b.id, "two");
    const again = await siteStream(Math.max(...seen.map((e) => e.id)));
    expect(texts(await again.next(2)).sort()).toEqual([`${a.id} two`, `${b.id} two`].sort());
    await chat.sendText(b.token, a.id, "three");
    const all = await again.next(4);
    expect(texts(all.slice(2)).sort()).toEqual([`${a.id} three`, `${b.id} three`].sort());
    expect(new Set(all.map((e) => e.id)).size).toBe(4);
  });
});

describe("missed-events.php", () => {
  it("answers the member's own events after an id, oldest first, and nobody else's", async () => {
    const a = await kit.newMember();
    const b = await kit.newMember();
    const c = await kit.newMember();
    await chat.sendText(a.token, b.id, "one");
    const [{ id: first }] = (await kit.call("GET", "/api/missed-events.php?after=0", undefined, { token: b.token }))
      .json.events as { id: number }[];
    await chat.sendText(a.token, b.id, "two");
    await chat.sendText(a.token, c.id, "to c");
    await chat.sendText(c.token, b.id, "three");
    const missed = await kit.call("GET", `/api/missed-events.php?after=${first}`, undefined, { token: b.token });
    expect(missed.status).toBe(200);
    const events = missed.json.events as { id: number; event: { message: { text: string } } }[];
    expect(events.map((e) => e.event.message.text)).toEqual(["two", "three"]);
    expect(events[0].id).toBeLessThan(events[1].id);
    expect((await kit.call("GET", "/api/missed-events.php?after=0")).status).toBe(403);
    expect((await kit.call("GET", "/api/missed-events.php?after=x", undefined, { token: b.token })).status).toBe(400);
  });
});
