import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { freePort, httpRequest, startWebServer, type WebServer } from "../tests/mocks/web-server";

/**
 * docs/decisions/026-overload-and-metrics.md: a web process that works on as many pages as it may
 * (here one) answers the next page at once with the site's own 503 page (translated,
 * Retry-After), while /healthz stays fast; its figures are on the metrics port, never on the
 * sites' port. The process, its pages and the reference API run in this test's process.
 */
const stuckHost = "stuck.localhost";
let server: WebServer;
let metricsPort: number;
/** An operator's API that takes every connection and never answers. */
const hangingApi = net.createServer(() => {});

beforeAll(async () => {
  await new Promise<void>((resolve) => hangingApi.listen(0, "127.0.0.1", resolve));
  metricsPort = await freePort();
  const flirthaven = JSON.parse(fs.readFileSync(path.resolve("tenants/flirthaven.json"), "utf8"));
  server = await startWebServer({
    ownTenants: true,
    moreTenants: [
      {
        ...flirthaven,
        id: "overload-hang",
        name: "Stuck Site",
        domains: [stuckHost],
        api: { baseUrl: `http://127.0.0.1:${(hangingApi.address() as AddressInfo).port}` },
      },
    ],
    env: { WEB_MAX_IN_FLIGHT: "1", WEB_MAX_WAITING: "0", METRICS_PORT: String(metricsPort) },
  });
}, 120_000);
afterAll(async () => {
  hangingApi.close();
  await server?.stopApi();
});

const get = (port: number, host: string, path: string, headers: Record<string, string> = {}) =>
  httpRequest(port, { host, path, headers, fresh: true });
const metrics = async () => (await get(metricsPort, "127.0.0.1", "/metrics")).body;

describe("a saturated web process", () => {
  it("refuses the next page with the site's busy page, and counts it on /metrics", async () => {
    let held = true;
    // A site whose API never answers holds a page for the page's deadline (2 s): the process's one turn.
    const holder = get(server.port, stuckHost, "/login").finally(() => (held = false));
    // The turn is taken once the gate says so: a state, not a time.
    await expect.poll(metrics, { timeout: 10_000 }).toMatch(/^web_requests_in_flight 1$/m);

    const refused = await get(server.port, "flirthaven.localhost", "/login", { "Accept-Language": "de" });
    const health = await get(server.port, "flirthaven.localhost", "/healthz");
    // Both answered while the page that holds the turn still waits for its API.
    expect(held).toBe(true);
    expect(refused.status).toBe(503);
    expect(refused.headers["retry-after"]).toBe("5");
    expect(refused.headers["cache-control"]).toContain("no-store");
    // The site's own page, in the member's language: its name, the busy message, no stack trace.
    expect(refused.body).toContain("FlirtHaven");
    expect(refused.body).toContain("Gerade sind so viele Mitglieder online");
    expect(refused.body).not.toMatch(/\bat .*\.js:\d+/);
    expect(health.status).toBe(200);
    await holder;

    const text = await metrics();
    expect(text).toMatch(/^web_requests_refused_total\{reason="overload"\} 1$/m);
    expect(text).toMatch(/^web_request_duration_seconds_count\{route="[^"]+",status="503"\} 1$/m);
    expect(text).toMatch(/^web_request_duration_seconds_count\{route="healthz",status="200"\} [1-9]/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    // The busy page needed the site's language only: its settings came from the site-data cache's first look-up.
    expect(text).toMatch(/^web_cache_lookups_total\{cache="site-data:getSettings",result="miss"\} [1-9]/m);

    // The sites' port has no metrics, whatever the host.
    const onSite = await get(server.port, "flirthaven.localhost", "/metrics");
    expect(onSite.status).toBe(404);
    expect(onSite.body).not.toContain("web_request_duration_seconds");
  });
});
