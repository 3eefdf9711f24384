import { afterEach, describe, expect, it } from "vitest";
import type { SiteStreamTarget } from "~/api/events.server";
import { encodeEvent, MemberStream } from "./member-stream.server";
import { SiteFeed } from "./site-feed.server";

const target: SiteStreamTarget = { tenant: {}, domain: "t.localhost", language: "en", key: "k".repeat(32) };
const quiet = { warn: () => {}, error: () => {} };
const encoder = new TextEncoder();

/** A fake API: every opening of the site's stream is recorded and fed by the test. */
function fakeApi() {
  const opened: { lastEventId: number | null; push: (text: string) => void; end: () => void }[] = [];
  const open = async (_target: SiteStreamTarget, lastEventId: number | null, signal: AbortSignal) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    signal.addEventListener("abort", () => controller.error(new Error("aborted")), { once: true });
    opened.push({
      lastEventId,
      push: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
    });
    controller.enqueue(encoder.encode(": open\n\n"));
    return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
  };
  return { opened, open };
}

/** A typing event from member `from`, for `memberId`: the id says which one arrived. */
const typing = (id: number, memberId: number, from: number) =>
  `id: ${id}\ndata: ${JSON.stringify({ member_id: memberId, event: { type: "typing", profile_id: from } })}\n\n`;

/** Everything a member's stream carried so far (its body read without blocking for more). */
function collect(stream: MemberStream) {
  const reader = stream.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      text += decoder.decode(value, { stream: true });
    }
  })();
  return {
    ids: () => [...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1])),
    text: () => text,
  };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
};

const feeds: SiteFeed[] = [];
afterEach(() => feeds.splice(0).forEach((feed) => feed.close()));
function newFeed(api: ReturnType<typeof fakeApi>) {
  const feed = new SiteFeed(target, quiet, api.open);
  feeds.push(feed);
  return feed;
}

describe("a site's one stream, fanned out to its members' streams", () => {
  it("takes the site's opening `id:` alone as its position, passing no event on", async () => {
    const api = fakeApi();
    const feed = newFeed(api);
    expect(await feed.ready(1000)).toBe("open");
    expect(feed.newestId).toBeNull();
    const anna = new MemberStream(7, () => {});
    feed.add(anna);
    const seen = collect(anna);
    api.opened[0].push("id: 40\n\n" + typing(41, 7, 8));
    await until(() => seen.ids().length === 1);
    expect(seen.ids()).toEqual([41]);
    expect(feed.newestId).toBe(41);
  });

  it("gives each member's streams that member's events and nobody else's, over one API stream", async () => {
    const api = fakeApi();
    const feed = newFeed(api);
    expect(await feed.ready(1000)).toBe("open");
    const [anna1, anna2, bob] = [
      new MemberStream(7, () => {}),
      new MemberStream(7, () => {}),
      new MemberStream(8, () => {}),
    ];
    const seen = [anna1, anna2, bob].map((s) => (feed.add(s), collect(s)));
    api.opened[0].push(typing(41, 7, 8) + typing(42, 8, 7) + typing(43, 9, 7) + typing(44, 7, 9));
    await until(() => seen[0].ids().length === 2 && seen[2].ids().length === 1);
    expect(seen[0].ids()).toEqual([41, 44]);
    expect(seen[1].ids()).toEqual([41, 44]);
    expect(seen[2].ids()).toEqual([42]);
    expect(seen[2].text()).not.toContain('"profile_id":8');
    expect(seen[0].text()).toContain('id: 41\ndata: {"type":"typing","profile_id":8}\n\n');
    expect(api.opened).toHaveLength(1);
    expect(feed.streams()).toEqual([anna1, anna2, bob]);
    anna2.close();
    feed.leave(anna2);
    expect(feed.streams()).toEqual([anna1, bob]);
  });

  it("drops an event outside the contract rather than guessing its member", async () => {
    const api = fakeApi();
    const feed = newFeed(api);
    await feed.ready(1000);
    const anna = new MemberStream(7, () => {});
    feed.add(anna);
    const seen = collect(anna);
    api.opened[0].push(typing(50, 7, 8).replace('"member_id":7', '"member_id":"7"') + typing(51, 7, 8));
    await until(() => seen.ids().length > 0);
    expect(seen.ids()).toEqual([51]);
  });

  it("opens the site's stream again after a loss with the last id, and the members' streams go on", async () => {
    const api = fakeApi();
    const feed = newFeed(api);
    await feed.ready(1000);
    const anna = new MemberStream(7, () => {});
    feed.add(anna);
    const seen = collect(anna);
    api.opened[0].push(typing(60, 7, 8) + typing(61, 9, 8));
    await until(() => seen.ids().length === 1);
    api.opened[0].end();
    await until(() => api.opened.length === 2);
    expect(api.opened[1].lastEventId).toBe(61);
    // The API replays from there; an id already sent is not sent again.
    api.opened[1].push(typing(60, 7, 8) + typing(62, 7, 8));
    await until(() => seen.ids().length === 2);
    expect(seen.ids()).toEqual([60, 62]);
    expect(anna.isClosed).toBe(false);
  });

  it("says 'absent' when the API has no site stream, and does not ask again for a while", async () => {
    let asked = 0;
    const feed = new SiteFeed(target, quiet, async () => {
      asked++;
      return Response.json({ error: "not_found" }, { status: 404 });
    });
    feeds.push(feed);
    expect(await feed.ready(1000)).toBe("absent");
    expect(await feed.ready(1000)).toBe("absent");
    expect(asked).toBe(1);
  });
});

describe("a member's stream after a reconnect", () => {
  it("sends what the API says was missed, then what arrived meanwhile, in order and none twice", async () => {
    const closed: number[] = [];
    const stream = new MemberStream(7, () => closed.push(7));
    const seen = collect(stream);
    stream.hold(40);
    stream.send(encodeEvent(43, "{}"));
    stream.send(encodeEvent(39, "{}"));
    stream.release([encodeEvent(41, "{}"), encodeEvent(42, "{}"), encodeEvent(43, "{}")]);
    stream.send(encodeEvent(42, "{}"));
    stream.send(encodeEvent(44, "{}"));
    await until(() => seen.ids().length === 4);
    expect(seen.ids()).toEqual([41, 42, 43, 44]);
    stream.close();
    stream.close();
    expect(closed).toEqual([7]);
  });
});
