// The live events (events.php): messages, typing, read receipts, likes and credits reach the
// member's open streams; a reconnect replays what it missed; fictional profiles answer.
import { afterEach, describe, expect, it } from "vitest";
import { EVENT_STREAMS_PER_IP, EVENT_STREAMS_PER_MEMBER } from "../app/domain/chat";
import { hashToken } from "./auth";
import { chatCalls, type StreamEvent } from "./chat-calls";
import { LIKE_BACK_DELAY_MS } from "./like-backs";
import { memberKit } from "./testing/member-kit";
import { testSiteForFile } from "./testing/site";

const DOMAIN = "chat-events.localhost";
const now = new Date("2026-06-01T12:00:00Z");
const site = testSiteForFile(
  DOMAIN,
  "Events",
  () => now,
  { free_messages: 100 },
  { fictionalReplyDelayMs: [30, 60], likeBackSweepMs: 20 }
);
const kit = memberKit(site, DOMAIN, () => now);
const chat = chatCalls(site, DOMAIN);
const streams: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(streams.splice(0).map((s) => s.close()));
});
async function stream(token: string, lastEventId?: number, ip?: string) {
  const opened = await chat.openStream(token, lastEventId, ip);
  streams.push(opened);
  return opened;
}
const types = (events: StreamEvent[]) => events.map((e) => e.data.type);

describe("events.php", () => {
  it("streams text/event-stream without caching, and refuses visitors and a bad Last-Event-ID", async () => {
    const a = await kit.newMember();
    const s = await stream(a.token);
    expect(s.res.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
    expect(s.res.headers.get("Cache-Control")).toBe("no-store");
    expect(s.res.headers.get("X-Accel-Buffering")).toBe("no");
    expect((await kit.call("GET", "/api/events.php")).status).toBe(403);
    const bad = await site.app.request(`/api/events.php?forced-domain=${DOMAIN}`, {
      headers: { Authorization: `Bearer ${a.token}`, "Last-Event-ID": "abc" },
    });
    expect(bad.status).toBe(400);
  });

  it("brings a message to the recipient within a second, and to the sender's other tabs", async () => {
    const a = await kit.newMember({ name: "Ann" });
    const b = await kit.newMember();
    const [toB, toA] = [await stream(b.token), await stream(a.token)];
    const started = Date.now();
    const sent = await chat.sendText(a.token, b.id, "Hello B");
    const [event] = await toB.next(1);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(event.data).toMatchObject({
      type: "message",
      profile: { id: a.id, name: "Ann" },
      message: { text: "Hello B", from_me: false },
    });
    expect((await toA.next(1))[0].data).toMatchObject({
      type: "message",
      conversation_id: sent.json.conversation_id,
      message: { text: "Hello B", from_me: true },
    });
  });

  it("replays exactly what a reconnect missed after Last-Event-ID, without duplicates", async () => {
    const a = await kit.newMember();
    const b = await kit.newMember();
    const first = await stream(b.token);
    await chat.sendText(a.token, b.id, "one");
    const [seen] = await first.next(1);
    await first.close();
    await chat.sendText(a.token, b.id, "two");
    await chat.sendText(a.token, b.id, "three");
    const again = await stream(b.token, seen.id);
    const replayed = await again.next(2);
    expect(replayed.map((e) => (e.data.message as { text: string }).text)).toEqual(["two", "three"]);
    await chat.sendText(a.token, b.id, "four");
    const all = await again.next(3);
    expect(all.map((e) => (e.data.message as { text: string }).text)).toEqual(["two", "three", "four"]);
    expect(new Set(all.map((e) => e.id)).size).toBe(3);
    expect((await again.next(4, 200)).length).toBe(3);
  });

  it("names the member's newest event when a stream opens, so one that ends before any event resumes from there", async () => {
    const a = await kit.newMember();
    const b = await kit.newMember();
    await chat.sendText(a.token, b.id, "before the page opened");
    const first = await stream(b.token);
    expect(await first.next(1, 300)).toEqual([]);
    const mark = first.lastEventId();
    expect(mark).toBeGreaterThan(0);
    await first.close();
    await chat.sendText(a.token, b.id, "while the stream was away");
    const again = await stream(b.token, mark);
    expect((await again.next(1)).map((e) => (e.data.message as { text: string }).text)).toEqual([
      "while the stream was away",
    ]);
  });

  it("tells the partner of typing (at most once per interval) and of reading; the sender of credits", async () => {
    const a = await kit.newMember({ credits: 50 });
    const b = await kit.newMember();
    await site.db.query("UPDATE members SET free_messages_used = 100 WHERE id = $1", [a.id]);
    const toB = await stream(b.token);
    const toA = await stream(a.token);
    for (let i = 0; i < 2; i++) {
      expect(await kit.call("POST", "/api/typing.php", { to: b.id }, { token: a.token })).toEqual({
        status: 200,
        json: { ok: true },
      });
    }
    const sent = await chat.sendText(a.token, b.id, "paid");
    const onB = await toB.next(2);
    expect(types(onB)).toEqual(["typing", "message"]);
    expect(onB[0].data).toEqual({ type: "typing", profile_id: a.id });
    expect(types(await toA.next(2))).toEqual(["message", "credits"]);
    expect(toA.received[1].data).toEqual({ type: "credits", credits: 40 });
    const theirs = onB[1].data.conversation_id as number;
    await site.app.request(`/api/chat.php?forced-domain=${DOMAIN}&id=${theirs}`, {
      headers: { Authorization: `Bearer ${b.token}` },
    });
    expect((await toA.next(3))[2].data).toEqual({
      type: "read",
      conversation_id: sent.json.conversation_id,
      message_id: (sent.json.message as { id: number }).id,
    });
  });

  it("lets a fictional profile type and answer in the member's language; an unconfirmed member's answer waits", async () => {
    const a = await kit.newMember({ language: "de" });
    const f = await kit.newMember({ fictional: true, name: "Fee" });
    const toA = await stream(a.token);
    await chat.sendText(a.token, f.id, "Hallo!");
    const events = await toA.next(3, 2000);
    expect(types(events)).toEqual(["message", "typing", "message"]);
    expect(events[1].data).toEqual({ type: "typing", profile_id: f.id });
    expect(events[2].data).toMatchObject({ profile: { id: f.id, name: "Fee" }, message: { from_me: false } });
    expect((events[2].data.message as { text: string }).text).toMatch(/schön|klingt|erzähl/i);

    const u = await kit.newMember();
    await site.db.query("UPDATE members SET user_status = 'not_confirmed' WHERE id = $1", [u.id]);
    const toU = await stream(u.token);
    await chat.sendText(u.token, f.id, "Hi!");
    expect(types(await toU.next(2, 300))).toEqual(["message"]);
    const [{ n }] = await site.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM messages x JOIN conversations c ON c.id = x.conversation_id WHERE c.member_id = $1",
      [u.id]
    );
    expect(n).toBe(1);
  });

  it("answers an unconfirmed member's messages to fictional profiles once the activation link is used", async () => {
    const f = await kit.newMember({ fictional: true, name: "Fay" });
    const g = await kit.newMember({ fictional: true });
    const u = await kit.newMember();
    await site.db.query("UPDATE members SET user_status = 'not_confirmed' WHERE id = $1", [u.id]);
    const toU = await stream(u.token);
    await chat.sendText(u.token, f.id, "Hi Fay!");
    await chat.sendText(u.token, g.id, "Hello");
    // The member left this conversation before confirming: no answer comes into it.
    await site.db.query("DELETE FROM conversations WHERE member_id = $1 AND profile_id = $2", [u.id, g.id]);
    expect(types(await toU.next(3, 300))).toEqual(["message", "message"]);

    const token = "held-replies-activation-token";
    await site.db.query(
      "INSERT INTO activation_tokens (token_hash, member_id, created_at, expires_at) VALUES ($1, $2, $3, $4)",
      [hashToken(token), u.id, now, new Date(now.getTime() + 86_400_000)]
    );
    expect((await kit.call("POST", "/api/activate.php", { token })).status).toBe(200);
    // Fay answers (typing first); the profile whose conversation was deleted does not.
    const events = (await toU.next(5, 1000)).slice(2);
    expect(types(events)).toEqual(["typing", "message"]);
    expect(events[1].data).toMatchObject({ profile: { id: f.id, name: "Fay" }, message: { from_me: false } });
  });

  it("tells of likes: a member's like at once, a fictional profile's like back and the match when it comes", async () => {
    const a = await kit.newMember();
    const f = await kit.newFictionalFor(a, { likesBack: true });
    const b = await kit.newMember();
    const toA = await stream(a.token);
    const toB = await stream(b.token);
    await kit.call("POST", "/api/like.php", { id: f.id }, { token: a.token });
    await kit.call("POST", "/api/like.php", { id: b.id }, { token: a.token });
    expect((await toB.next(1))[0].data).toMatchObject({ type: "like", profile: { id: a.id } });
    // The profile likes back a while later: then the member hears of it, as of any like and match.
    now.setTime(now.getTime() + LIKE_BACK_DELAY_MS[1]);
    expect((await toA.next(2)).map((e) => [e.data.type, (e.data.profile as { id: number }).id])).toEqual([
      ["like", f.id],
      ["match", f.id],
    ]);
  });

  it("tells the liked member of a like once: liking again, also after taking it back, tells nothing more", async () => {
    const a = await kit.newMember();
    const b = await kit.newMember();
    const toB = await stream(b.token);
    for (let i = 0; i < 3; i++)
      expect((await kit.call("POST", "/api/like.php", { id: b.id }, { token: a.token })).status).toBe(200);
    await kit.call("DELETE", "/api/like.php", { id: b.id }, { token: a.token });
    expect((await kit.call("POST", "/api/like.php", { id: b.id }, { token: a.token })).json).toEqual({ like: "liked" });
    // A message after them all: what b heard before it is the whole story.
    await chat.sendText(a.token, b.id, "Did you see my like?");
    expect(types(await toB.next(2))).toEqual(["like", "message"]);
    // b's like back is a match, told to both once.
    const toA = await stream(a.token);
    await kit.call("POST", "/api/like.php", { id: a.id }, { token: b.token });
    await kit.call("POST", "/api/like.php", { id: a.id }, { token: b.token });
    await chat.sendText(b.token, a.id, "I did");
    expect(types(await toA.next(2))).toEqual(["match", "message"]);
    expect(types((await toB.next(4)).slice(2))).toEqual(["match", "message"]);
  });

  it(`holds ${EVENT_STREAMS_PER_MEMBER} streams of a member over all their logins and ${EVENT_STREAMS_PER_IP} of an address; the next is refused, the open ones go on`, async () => {
    const a = await kit.newMember();
    const b = await kit.newMember();
    const ip = "198.51.100.60";
    const logins = [a.token, await kit.newSession(a), await kit.newSession(a), await kit.newSession(a)];
    const open = [];
    for (let i = 0; i < EVENT_STREAMS_PER_MEMBER; i++) open.push(await stream(logins[i % 4], undefined, ip));
    expect(open.every((s) => s.res.status === 200)).toBe(true);
    const extra = await stream(await kit.newSession(a), undefined, ip);
    expect(extra.res.status).toBe(429);
    expect(await extra.res.json()).toEqual({ error: "too_many_streams" });
    // Every open stream still hears the member's events.
    await chat.sendText(b.token, a.id, "To every tab");
    for (const s of open) expect(types(await s.next(1))).toEqual(["message"]);
    // A closed tab gives its place back.
    await open[0].close();
    await expect.poll(async () => (await stream(a.token, undefined, ip)).res.status).toBe(200);

    // Many members behind one address: up to EVENT_STREAMS_PER_IP streams in all.
    const shared = "198.51.100.61";
    let held = 0;
    while (held < EVENT_STREAMS_PER_IP) {
      const m = await kit.newMember();
      for (let i = 0; i < EVENT_STREAMS_PER_MEMBER && held < EVENT_STREAMS_PER_IP; i++, held++) {
        expect((await stream(m.token, undefined, shared)).res.status).toBe(200);
      }
    }
    const late = await kit.newMember();
    expect((await stream(late.token, undefined, shared)).res.status).toBe(429);
    expect((await stream(late.token, undefined, "198.51.100.62")).res.status).toBe(200);
  });
});
