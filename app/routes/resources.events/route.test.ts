import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { API_BASE } from "../../../tests/mocks/fixtures";
import { routeArgs } from "../../../tests/mocks/route-args";
import { server } from "../../../tests/mocks/server";
import { loader } from "./route";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
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
});
