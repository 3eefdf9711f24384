import type express from "express";
import cluster from "node:cluster";
import http from "node:http";
import client from "prom-client";
import { logger } from "../lib/logger";
import type { RequestContext } from "../app/context.server";
import type { ApiCallTiming } from "../app/api/client.server";
import type { SiteCacheLookups } from "../app/api/cache.server";
import { PAGE_CACHE_HEADER } from "./page-cache";

/*
 * The web tier's figures for the operator (docs/decisions/026-overload-and-metrics.md), in
 * Prometheus's text format on a listener of their own (METRICS_PORT): the sites' port never
 * answers /metrics, whatever the host. Everything is registered on prom-client's global registry:
 * with WEB_CONCURRENCY>1 the primary process asks every worker for it (AggregatorRegistry) and
 * answers the sum, so one scrape covers all workers.
 *
 * Labels stay bounded: routes are Remix route ids (the build's, not the paths members choose),
 * API calls their contract endpoint names, statuses HTTP codes. Sites are the one label that grows
 * with the deployment (thousands of tenants): they appear only in web_site_requests, for the
 * busiest SITE_LABELS sites of the last minute, the rest summed as "other".
 */

/** Sites named in web_site_requests; the others are counted as "other". */
export const SITE_LABELS = 20;

const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What a request was, for its label: a Remix route id, or what answered before Remix. */
export type RouteLabel = string;

interface Figures {
  requests: client.Histogram<"route" | "status">;
  apiCalls: client.Histogram<"endpoint" | "outcome">;
  cache: client.Counter<"cache" | "result">;
  refused: client.Counter<"reason">;
  streams: client.Gauge;
}

let figures: Figures | undefined;

/** The outcome of an API call, for its label: the API answered, refused, failed, or never in time. */
export function apiOutcome(status: number): string {
  if (status < 400) return "ok";
  if (status === 504) return "timeout";
  if (status < 500) return "refused";
  return "failed";
}

/**
 * The worker's figures, made once: request and API call durations, cache look-ups, refusals, open
 * event streams, and the process's own (memory, event-loop lag, CPU) from prom-client's defaults.
 * `live` reads what the app counts itself (the site-data cache) and the admission gate, at scrape.
 */
export function workerFigures(live: {
  siteCache: () => SiteCacheLookups;
  admission: () => { inFlight: number; waiting: number };
}): Figures {
  if (figures) return figures;
  // A worker answers the primary's requests for its figures: prom-client listens for them once an
  // AggregatorRegistry exists in the process (this one serves nothing itself).
  if (cluster.isWorker) new client.AggregatorRegistry();
  client.collectDefaultMetrics({ eventLoopMonitoringPrecision: 20 });
  // The site-data cache counts in the app's module graph (its totals since start); at each scrape
  // what it counted since the last one is added here, beside the page cache's own counts.
  const seen = new Map<string, number>();
  const cache = new client.Counter({
    name: "web_cache_lookups_total",
    help: "Look-ups of the site-data cache (cache=site-data:<endpoint>) and the visitors' page cache (cache=page)",
    labelNames: ["cache", "result"] as const,
    collect() {
      for (const [endpoint, counts] of Object.entries(live.siteCache())) {
        for (const result of ["hit", "miss"] as const) {
          const labels = { cache: `site-data:${endpoint}`, result };
          const total = result === "hit" ? counts.hits : counts.misses;
          const before = seen.get(`${labels.cache} ${result}`) ?? 0;
          if (total > before) this.inc(labels, total - before);
          seen.set(`${labels.cache} ${result}`, total);
        }
      }
    },
  });
  new client.Gauge({
    name: "web_requests_in_flight",
    help: "Page requests being worked on (at most WEB_MAX_IN_FLIGHT per process)",
    collect() {
      this.set(live.admission().inFlight);
    },
  });
  new client.Gauge({
    name: "web_requests_waiting",
    help: "Page requests waiting for a turn (at most WEB_MAX_WAITING per process)",
    collect() {
      this.set(live.admission().waiting);
    },
  });
  figures = {
    requests: new client.Histogram({
      name: "web_request_duration_seconds",
      help: "Requests by Remix route id (or static, healthz, no-site) and HTTP status",
      labelNames: ["route", "status"] as const,
      buckets: seconds,
    }),
    apiCalls: new client.Histogram({
      name: "web_api_call_duration_seconds",
      help: "Calls to the operator's API by contract endpoint and outcome (ok, refused: 4xx, failed: 5xx, timeout), retries included",
      labelNames: ["endpoint", "outcome"] as const,
      buckets: seconds,
    }),
    cache,
    refused: new client.Counter({
      name: "web_requests_refused_total",
      help: "Requests answered with the site's 503 page because the process was too busy (reason=overload) or the site's API calls had no turn in time (reason=api-overload)",
      labelNames: ["reason"] as const,
    }),
    streams: new client.Gauge({
      name: "web_event_streams_open",
      help: "Live event stream requests (/resources/events) open through this process",
    }),
  };
  siteRequests();
  return figures;
}

/** Requests per site over the last full minute: the busiest SITE_LABELS sites by name, the rest as "other". */
function siteRequests() {
  let current = new Map<string, { requests: number; errors: number }>();
  let last = current;
  const turn = setInterval(() => {
    last = current;
    current = new Map();
  }, 60_000);
  turn.unref();
  const gauge = new client.Gauge({
    name: "web_site_requests",
    help: `Requests per site in the last full minute (kind=all, or kind=5xx): the ${SITE_LABELS} busiest sites by id, the others summed as site="other"`,
    labelNames: ["site", "kind"] as const,
    collect() {
      this.reset();
      const busiest = [...last].sort((a, b) => b[1].requests - a[1].requests);
      const other = { requests: 0, errors: 0 };
      for (const [index, [site, counts]] of busiest.entries()) {
        if (index < SITE_LABELS) {
          this.set({ site, kind: "all" }, counts.requests);
          this.set({ site, kind: "5xx" }, counts.errors);
        } else {
          other.requests += counts.requests;
          other.errors += counts.errors;
        }
      }
      if (busiest.length > SITE_LABELS) {
        this.set({ site: "other", kind: "all" }, other.requests);
        this.set({ site: "other", kind: "5xx" }, other.errors);
      }
    },
  });
  countSite = (site, status) => {
    const counts = current.get(site) ?? { requests: 0, errors: 0 };
    counts.requests++;
    if (status >= 500) counts.errors++;
    current.set(site, counts);
  };
  return gauge;
}

let countSite: (site: string, status: number) => void = () => {};

/**
 * The express step that times every request and, when it is over, counts it under its route and
 * status with the API calls it made. `routeOf` names a request Remix did not name (a resource
 * route, a refusal before Remix) from its path.
 */
export function measureRequests(routeOf: (path: string) => RouteLabel): express.RequestHandler {
  return (req, res, next) => {
    const own = figures;
    if (!own) return next();
    const start = process.hrtime.bigint();
    const stream = req.path === EVENTS_PATH;
    if (stream) {
      own.streams.inc();
      res.once("close", () => own.streams.dec());
    }
    res.once("finish", () => {
      const context = res.locals.context as RequestContext | undefined;
      const route = context ? context.requestLog.routeId ?? routeOf(req.path) : beforeSite(req.path, res.statusCode);
      const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
      own.requests.observe({ route, status: String(res.statusCode) }, elapsed);
      for (const call of context?.requestLog.api ?? []) observeCall(own, call);
      if (context?.requestLog.api.some((call) => call.status === 503 && call.attempts === 0)) {
        own.refused.inc({ reason: "api-overload" });
      }
      const page = res.getHeader(PAGE_CACHE_HEADER);
      if (page === "hit" || page === "miss") own.cache.inc({ cache: "page", result: page });
      if (context) countSite(context.tenant.id, res.statusCode);
    });
    next();
  };
}

/** What answered a request before any site was known: the health check, a static file, or a refusal. */
function beforeSite(path: string, status: number): RouteLabel {
  if (path === "/healthz") return "healthz";
  return status < 400 ? "static" : "no-site";
}

function observeCall(own: Figures, call: ApiCallTiming) {
  own.apiCalls.observe({ endpoint: call.endpoint, outcome: apiOutcome(call.status) }, call.ms / 1000);
}

/** The live event stream's path: its requests last as long as the member's page is open. */
export const EVENTS_PATH = "/resources/events";

/** Counts a request refused for overload (it gets the site's 503 page). */
export function countRefused(refusal: "busy" | "member" = "busy") {
  figures?.refused.inc({ reason: refusal === "member" ? "member-share" : "overload" });
}

/** The metrics text of this process, or (primary of a cluster) of all workers together. */
async function scrape(aggregator: client.AggregatorRegistry<client.RegistryContentType> | undefined) {
  return aggregator ? aggregator.clusterMetrics() : client.register.metrics();
}

/**
 * Serves GET /metrics on its own port (METRICS_PORT, bound to METRICS_HOST): only what can reach
 * that port can read the figures, as a scraper inside the operator's network does; the sites'
 * port has no such path. `cluster`: this is the primary of WEB_CONCURRENCY workers, which answers
 * their sum. Resolves with the port it listens on (port 0 lets the OS choose, as tests do).
 */
export function serveMetrics({ port, host, cluster }: { port: number; host: string; cluster: boolean }) {
  const aggregator = cluster ? new client.AggregatorRegistry() : undefined;
  const server = http.createServer((req, res) => {
    if (req.method !== "GET" || new URL(req.url ?? "/", "http://x").pathname !== "/metrics") {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found\n");
      return;
    }
    scrape(aggregator).then(
      (text) => res.writeHead(200, { "Content-Type": client.register.contentType }).end(text),
      (error: unknown) => {
        logger.error({ err: error }, "metrics not collected");
        res.writeHead(500, { "Content-Type": "text/plain" }).end("Metrics could not be collected\n");
      }
    );
  });
  return new Promise<{ port: number; close: () => void }>((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      const bound = typeof address === "object" && address ? address.port : port;
      logger.info({ port: bound, host }, "metrics listening");
      resolve({ port: bound, close: () => server.close() });
    });
  });
}
