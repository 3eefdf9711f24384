// The live event stream with the web tier's key: fed from the process's one stream of the site
// (decision 028) rather than a stream per member.
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { API_BASE, userFixture } from "../../../tests/mocks/fixtures";
import { mockEndpoint } from "../../../tests/mocks/endpoint";
import { routeArgs } from "../../../tests/mocks/route-args";
import { server, mockApiForFile } from "../../../tests/mocks/server";

vi.hoisted(() => vi.stubEnv("EVENTS_KEY", "a-web-tier-key-a-web-tier-key-0001"));
const { loader } = await import("./route");

mockApiForFile();

const encoder = new TextEncoder();
const typing = (id: number, memberId: number, from: number) =>
  `id: ${id}\ndata: ${JSON.stringify({ member_id: memberId, event: { type: "typing", profile_id: from } })}\n\n`;

/**
 * The API's site stream, fed by the test; counts its openings and what each was asked with. The
 * process keeps it open across the tests, as it does between its members' streams.
 */
const asked: Request[] = [];
let feed: (text: string) => void = () => {};
function siteStream() {
  server.use(
    mockEndpoint("getUser", () => HttpResponse.json({ user: userFixture })),
    http.get(`${API_BASE}/api/site-events.php`, ({ request }) => {
      asked.push(request);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          feed = (text) => controller.enqueue(encoder.encode(text));
          controller.enqueue(encoder.encode(": open\n\n"));
        },
      });
      return new HttpResponse(body, { headers: { "Content-Type": "text/event-stream" } });
    })
  );
  return { asked, send: (text: string) => feed(text) };
}

async function readUntil(res: Response, done: (text: string) => boolean) {
  const reader = res.body!.getReader();
  let text = "";
  while (!done(text)) text += new TextDecoder().decode((await reader.read()).value);
  reader.releaseLock();
  return text;
}

describe("the live event stream fed from the site's stream", () => {
  it("gives the member only their own events, over one API stream for all the process's members", async () => {
    const api = siteStream();
    const me = userFixture.profile.id;
    const [first, second] = [
      await loader(await routeArgs("/resources/events")),
      await loader(await routeArgs("/resources/events")),
    ];
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
    expect(first.headers.get("Cache-Control")).toBe("no-store");
    api.send(typing(10, me + 1, me) + typing(11, me, 5) + typing(12, me + 2, me));
    const text = await readUntil(first, (t) => t.includes("id: 11"));
    expect(text).toBe(': open\n\nid: 11\ndata: {"type":"typing","profile_id":5}\n\n');
    expect(await readUntil(second, (t) => t.includes("id: 11"))).toBe(text);
    expect(api.asked).toHaveLength(1);
    expect(api.asked[0].headers.get("X-Events-Key")).toBe("a-web-tier-key-a-web-tier-key-0001");
    expect(api.asked[0].headers.get("Authorization")).toBeNull();
    expect(new URL(api.asked[0].url).searchParams.get("forced-domain")).toBe("t.localhost");
    await Promise.all([first.body!.cancel(), second.body!.cancel()]);
  });

  it("after a reconnect asks the API once what the member missed, and sends it before what came meanwhile", async () => {
    const api = siteStream();
    const me = userFixture.profile.id;
    let after: string | null = null;
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      mockEndpoint("getMissedEvents", async ({ request }) => {
        after = new URL(request.url).searchParams.get("after");
        await answered;
        return HttpResponse.json({
          events: [
            { id: 21, event: { type: "typing", profile_id: 1 } },
            { id: 22, event: { type: "typing", profile_id: 2 } },
          ],
        });
      })
    );
    const args = await routeArgs("/resources/events");
    args.request.headers.set("Last-Event-ID", "20");
    const res = await loader(args);
    // Live while the API is asked: held back, then sent after what was missed, none twice.
    api.send(typing(22, me, 2) + typing(23, me, 3));
    answer();
    const text = await readUntil(res, (t) => t.includes("id: 23"));
    expect([...text.matchAll(/^id: (\d+)$/gm)].map((m) => m[1])).toEqual(["21", "22", "23"]);
    expect(after).toBe("20");
    await res.body!.cancel();
  });
});
