import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { EVENT_STREAMS_PER_IP, EVENT_STREAMS_PER_MEMBER } from "~/domain/chat";
import { API_BASE, userFixture } from "../../../tests/mocks/fixtures";
import { mockEndpoint } from "../../../tests/mocks/endpoint";
import { requestContextFor, testTenant } from "../../../tests/mocks/request-context";
import { routeArgs } from "../../../tests/mocks/route-args";
import { commitAuthToken } from "../../utils/auth.server";
import { server } from "../../../tests/mocks/server";
import { endOpenStreams, resetOpenStreams } from "../../../lib/open-streams";
import { loader } from "./route";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  resetOpenStreams();
});
afterAll(() => server.close());

const EVENTS = 'id: 41\ndata: {"type":"typing","profile_id":7}\n\nid: 42\ndata: {"type":"credits","credits":15}\n\n';

async function open(headers: Record<string, string> = {}, loggedIn = true) {
  const args = await routeArgs("/resources/events", { loggedIn });
  for (const [name, value] of Object.entries(headers)) args.request.headers.set(name, value);
  return loader(args);
}

describe("the live event stream", () => {
  it("passes the member's events on, as this member and site, resumed after Last-Event-ID", async () => {
    let asked: Request | undefined;
    server.use(
      http.get(`${API_BASE}/api/events.php`, ({ request }) => {
        asked = request;
        return new HttpResponse(EVENTS, { headers: { "Content-Type": "text/event-stream" } });
      })
    );
    const res = await open({ "Last-Event-ID": "40" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.text()).toBe(EVENTS);
    expect(asked?.headers.get("Last-Event-ID")).toBe("40");
    expect(asked?.headers.get("Authorization")).toBe("Bearer tok");
    expect(asked?.headers.get("X-Forwarded-For")).toBe("203.0.113.7");
    expect(new URL(asked!.url).searchParams.get("forced-domain")).toBe("t.localhost");
  });

  it("ignores a Last-Event-ID that is no event id and starts the stream without it", async () => {
    const asked: (string | null)[] = [];
    server.use(
      // As the API does: a malformed id is refused (validation_failed).
      http.get(`${API_BASE}/api/events.php`, ({ request }) => {
        const id = request.headers.get("Last-Event-ID");
        asked.push(id);
        if (id !== null && !/^\d{1,15}$/.test(id)) {
          return HttpResponse.json({ error: "validation_failed" }, { status: 400 });
        }
        return new HttpResponse(EVENTS, { headers: { "Content-Type": "text/event-stream" } });
      })
    );
    const malformed = ["abc", "-1", "1e5", "", "4 2", "9".repeat(40), "42; x", "\u00e9\u00e9", "0x10", "NaN"];
    for (const id of malformed) {
      const res = await open({ "Last-Event-ID": id });
      expect(res.status, JSON.stringify(id)).toBe(200);
      expect(await res.text()).toBe(EVENTS);
    }
    expect(asked).toEqual(malformed.map(() => null));
  });

  it("answers 204 when the API has no event stream, so the browser polls", async () => {
    server.use(
      http.get(`${API_BASE}/api/events.php`, () => HttpResponse.json({ error: "not_found" }, { status: 404 }))
    );
    expect((await open()).status).toBe(204);
  });

  it("answers 204 to a visitor without asking the API", async () => {
    expect((await open({}, false)).status).toBe(204);
  });

  it("lets the browser try again later when the API fails", async () => {
    server.use(http.get(`${API_BASE}/api/events.php`, () => new HttpResponse(null, { status: 502 })));
    expect((await open()).status).toBe(503);
  });

  it("ends quietly when the upstream stream breaks off (the browser left, the API closed)", async () => {
    server.use(
      http.get(`${API_BASE}/api/events.php`, () => {
        let sent = false;
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent) return controller.error(new DOMException("This operation was aborted", "AbortError"));
            sent = true;
            controller.enqueue(new TextEncoder().encode("id: 1\ndata: {}\n\n"));
          },
        });
        return new HttpResponse(body, { headers: { "Content-Type": "text/event-stream" } });
      })
    );
    const res = await open();
    expect(res.status).toBe(200);
    // Read to its end without an error: nothing for the server to log.
    await expect(res.text()).resolves.toBeTypeOf("string");
  });

  it("ends with a reconnect hint when the process shuts down, after the last whole event only", async () => {
    server.use(
      http.get(`${API_BASE}/api/events.php`, () => {
        // One whole event, half of the next, then the stream stays open.
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(
              new TextEncoder().encode('id: 41\ndata: {"type":"typing","profile_id":7}\n\nid: 42\nda')
            );
          },
        });
        return new HttpResponse(body, { headers: { "Content-Type": "text/event-stream" } });
      })
    );
    const res = await open();
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    expect((await reader.read()).value).toBe('id: 41\ndata: {"type":"typing","profile_id":7}\n\n');
    expect(endOpenStreams()).toBe(1);
    let rest = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += chunk.value;
    // The browser connects again after the retry time with Last-Event-ID 41: event 42 comes whole from the API.
    expect(rest).toMatch(/^retry: \d+\n\n$/);
  });

  it("answers 204 when the API refuses one more stream of the member, so that page polls", async () => {
    server.use(
      http.get(`${API_BASE}/api/events.php`, () => HttpResponse.json({ error: "too_many_streams" }, { status: 429 }))
    );
    expect((await open()).status).toBe(204);
  });
});

describe("the streams one member and one address hold", () => {
  const held: Response[] = [];
  afterEach(async () => {
    await Promise.all(held.splice(0).map((res) => res.body?.cancel()));
  });
  /**
   * An API stream that stays open, counting how often it was asked for; user.php names the member
   * a session belongs to (in these tests the token `m<id>-<login>`).
   */
  function openStreams() {
    const asked = { count: 0 };
    server.use(
      mockEndpoint("getUser", ({ request }) => {
        const id = Number(/^Bearer m(\d+)-/.exec(request.headers.get("Authorization") ?? "")?.[1]);
        return HttpResponse.json({ user: { ...userFixture, profile: { ...userFixture.profile, id } } });
      }),
      http.get(`${API_BASE}/api/events.php`, () => {
        asked.count++;
        const body = new ReadableStream<Uint8Array>({
          start: (controller) => controller.enqueue(new TextEncoder().encode(": open\n\n")),
        });
        return new HttpResponse(body, { headers: { "Content-Type": "text/event-stream" } });
      })
    );
    return asked;
  }
  async function openAs(token: string, clientIp: string) {
    const cookie = (await commitAuthToken(token, { secure: false })).split(";")[0];
    const request = new Request("http://t.localhost/resources/events", { headers: { Cookie: cookie } });
    const res = await loader({ request, context: requestContextFor(request, testTenant(), { clientIp }), params: {} });
    if (res.status === 200) held.push(res);
    return res;
  }

  it(`holds ${EVENT_STREAMS_PER_MEMBER} of a member over all their logins; the next polls without asking the API, and a closed one frees its place`, async () => {
    const asked = openStreams();
    const logins = ["m41-phone", "m41-laptop", "m41-tablet", "m41-work"];
    for (let i = 0; i < EVENT_STREAMS_PER_MEMBER; i++)
      expect((await openAs(logins[i % logins.length], "198.51.100.1")).status).toBe(200);
    for (const login of [...logins, "m41-fifth"]) expect((await openAs(login, "198.51.100.9")).status).toBe(204);
    expect(asked.count).toBe(EVENT_STREAMS_PER_MEMBER);
    // The open streams still carry their events.
    const reader = held[1].body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe(": open\n\n");
    reader.releaseLock();
    // Another member is not held back by this one.
    expect((await openAs("m42-phone", "198.51.100.1")).status).toBe(200);
    await held.shift()!.body!.cancel();
    expect((await openAs("m41-work", "198.51.100.1")).status).toBe(200);
  });

  it(`holds ${EVENT_STREAMS_PER_IP} of an address over all its members`, async () => {
    openStreams();
    for (let i = 0; i < EVENT_STREAMS_PER_IP; i++) {
      expect((await openAs(`m${100 + (i % 20)}-office`, "198.51.100.2")).status).toBe(200);
    }
    expect((await openAs("m200-office", "198.51.100.2")).status).toBe(204);
    expect((await openAs("m200-office", "198.51.100.3")).status).toBe(200);
  });
});
