import http from "node:http";
// @ts-expect-error -- plain ESM helper shared with `npm start`
import { freePort, startWeb } from "../../scripts/stack.mjs";
import { faultSite } from "./fault-site";
import { expect, test, type RawResponse } from "./support";

/** A GET to a web process of this test's own (the suite's rawRequest knows only the suite's). */
function get(port: number, host: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path, agent: false, headers: { Host: `${host}:${port}`, ...headers } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      }
    );
    req.on("error", reject);
    req.end();
  });
}

/**
 * docs/decisions/026-overload-and-metrics.md: a web process that works on as many pages as it may
 * answers the next page at once with the site's own 503 page (translated, Retry-After), while
 * /healthz stays fast; its figures are on the metrics port, never on the sites' port.
 */
test("a saturated web process refuses the next page with the site's busy page, and counts it on /metrics", async () => {
  test.skip(test.info().project.name !== "js", "plain HTTP: once is enough");
  // A site whose API never answers holds a page for the page's deadline (2 s): the process's one turn.
  const stuck = await faultSite({ id: "overload-hang", name: "Stuck Site", mode: "hanging" });
  const [port, metricsPort] = (await Promise.all([freePort(), freePort()])) as [number, number];
  const web = await startWeb({
    webPort: port,
    apiUrl: process.env.E2E_API_URL,
    sessionSecret: process.env.E2E_SESSION_SECRET,
    tenantsDir: process.env.E2E_TENANTS_DIR,
    quiet: true,
    env: { WEB_MAX_IN_FLIGHT: "1", WEB_MAX_WAITING: "0", METRICS_PORT: String(metricsPort) },
  });
  const metrics = async () => (await get(metricsPort, "127.0.0.1", "/metrics")).body;
  try {
    let held = true;
    const holder = get(port, stuck.host, "/login").finally(() => (held = false));
    // The turn is taken once the gate says so: a state, not a time.
    await expect.poll(metrics).toMatch(/^web_requests_in_flight 1$/m);

    const refused = await get(port, "flirthaven.localhost", "/login", { "Accept-Language": "de" });
    const health = await get(port, "flirthaven.localhost", "/healthz");
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
    const onSite = await get(port, "flirthaven.localhost", "/metrics");
    expect(onSite.status).toBe(404);
    expect(onSite.body).not.toContain("web_request_duration_seconds");
  } finally {
    await Promise.all([web.stop(), stuck.remove()]);
  }
});
