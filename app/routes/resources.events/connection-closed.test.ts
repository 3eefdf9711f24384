// Against a real HTTP server as the API (not msw): what is checked is the API's connection itself
// being closed when the browser's is.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settingsFixture, userFixture } from "../../../tests/mocks/fixtures";
import { routeArgs } from "../../../tests/mocks/route-args";
import { testTenant } from "../../../tests/mocks/request-context";
import { loader } from "./route";

let api: http.Server;
let apiClosed: Promise<void>;
let markClosed = () => {};

beforeAll(async () => {
  api = http.createServer((req, res) => {
    // The member the session names (the stream's cap counts members) and the site's settings
    // (the member's language), then the member's stream.
    const path = req.url?.split("?")[0];
    if (path === "/api/user.php" || path === "/api/settings.php") {
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end(JSON.stringify(path === "/api/user.php" ? { user: userFixture } : { settings: settingsFixture }));
    }
    res.writeHead(200, { "Content-Type": "text/event-stream" });
    res.write(": open\n\n");
    req.socket.once("close", () => markClosed());
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

describe("the live event stream when the browser leaves", () => {
  it("closes the API's stream when the browser's connection closes, whatever Remix's request signal does", async () => {
    apiClosed = new Promise<void>((resolve) => (markClosed = resolve));
    const { port } = api.address() as AddressInfo;
    const args = await routeArgs("/resources/events", {
      tenant: testTenant({ api: { baseUrl: `http://127.0.0.1:${port}` } }),
    });
    const connection = new AbortController();
    // The request's own signal never aborts here, as after a garbage collection in production.
    args.context.connectionClosed = connection.signal;
    const res = await loader(args);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe(": open\n\n");

    connection.abort();
    const closed = await Promise.race([
      apiClosed.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
    ]);
    expect(closed).toBe(true);
    // And the browser's side ends instead of waiting for the next event.
    expect((await reader.read()).done).toBe(true);
  });
});
