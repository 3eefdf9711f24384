// Every endpoint of the contract (app/api/endpoints.ts) is served by the reference API at its
// method and path: registered through serveEndpoint, and answered by a handler rather than by
// the "no route" fallback. Needs only the migrations and one site, not the seed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints, type EndpointName } from "../app/api/endpoints";
import { ApiErrorBodySchema } from "../app/api/schemas/common";
import type { Db } from "./db";
import { openTestDb } from "./testing/db";
import { DEMO_COMPANY, DEMO_SITES, settingsFor } from "./seed/sites";
import { servedEndpoints } from "./serve-endpoint";
import { createApp } from "./server";

const DOMAIN = "contract.localhost";
const names = Object.keys(endpoints) as EndpointName[];
let db: Db;
let app: ReturnType<typeof createApp>;
const logged: Record<string, unknown>[] = [];

beforeAll(async () => {
  db = await openTestDb();
  await db.query("INSERT INTO sites (domain, name, niche, settings, company) VALUES ($1, 'C', 1, $2, $3)", [
    DOMAIN,
    JSON.stringify(settingsFor(DEMO_SITES[0])),
    JSON.stringify(DEMO_COMPANY),
  ]);
  // With the web tier's key, as under `npm start`: without it site-events.php is not offered (404).
  app = createApp({ db, publicUrl: "http://cdn.test", log: (e) => logged.push(e), eventsKey: "k".repeat(32) });
});
afterAll(() => db?.close());

/** What the app answers for a method and path; `noRoute` when no handler took the request. */
async function call(method: string, path: string) {
  const res = await app.request(`${path}?forced-domain=${DOMAIN}`, {
    method,
    // Every body endpoint gets a well-formed but empty body: a validation answer is enough here.
    ...(method === "GET" ? {} : { body: "{}", headers: { "Content-Type": "application/json" } }),
  });
  const body = (await res.json()) as unknown;
  const error = ApiErrorBodySchema.safeParse(body);
  const noRoute = res.status === 405 || (res.status === 404 && error.success && error.data.error === "not_found");
  return { status: res.status, noRoute };
}

describe("the reference API serves the whole contract", () => {
  it("gives every endpoint its own method and path", () => {
    const keys = names.map((name) => `${endpoints[name].method} ${endpoints[name].path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("registers every endpoint of the table through serveEndpoint, each once", () => {
    expect([...servedEndpoints(app)].sort()).toEqual([...names].sort());
  });

  it("has a route at each endpoint's method and path", () => {
    const routes = new Set(app.routes.map((r) => `${r.method} ${r.path}`));
    const missing = names.filter((name) => !routes.has(`${endpoints[name].method} ${endpoints[name].path}`));
    expect(missing).toEqual([]);
  });

  it.each(names)("answers %s from a handler, not from the no-route fallback", async (name) => {
    const { method, path } = endpoints[name];
    const { status, noRoute } = await call(method, path);
    expect(noRoute, `${method} ${path} → ${status}`).toBe(false);
    // Without a token or a valid body every endpoint still answers with a contract answer.
    expect(status, `${method} ${path}`).toBeLessThan(500);
  });

  it("tells an unserved method or path apart (the check above can fail)", async () => {
    expect((await call("GET", "/api/not-in-the-contract.php")).noRoute).toBe(true);
    expect((await call("DELETE", endpoints.getUser.path)).noRoute).toBe(true);
  });
});
