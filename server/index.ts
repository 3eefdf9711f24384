import type { ServerBuild } from "@remix-run/node";
import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { webEnv } from "../lib/env";
import { logger } from "../lib/logger";
import type { createRequestContext as CreateRequestContext } from "../app/context.server";
import type { SiteCacheLookups } from "../app/api/cache.server";
import { servedSites } from "./site-source";
import { visitorPages } from "./visitor-pages";
import { createAdmission } from "./overload";
import { busyPages } from "./busy-page";
import { serveMetrics, workerFigures } from "./metrics";
import { shutDownGracefully } from "./graceful-shutdown";
import { DRAIN_GRACE_MS } from "../lib/http-drain";
import { serveInOriginForm } from "./request-target";
import { createWebApp } from "./web-app";

const env = webEnv();

const metricsOn = env.METRICS_PORT !== undefined;
// WEB_CONCURRENCY=n runs n worker processes on one port (node cluster); the web tier is stateless.
if (cluster.isPrimary && env.WEB_CONCURRENCY > 1) {
  // The primary answers /metrics with every worker's figures summed (server/metrics.ts).
  if (metricsOn) await serveMetrics({ port: env.METRICS_PORT!, host: env.METRICS_HOST, cluster: true });
  let stopping = false;
  for (let i = 0; i < env.WEB_CONCURRENCY; i++) cluster.fork();
  cluster.on("exit", (worker, code) => {
    if (stopping) return;
    logger.error({ pid: worker.process.pid, code }, "worker died, starting another");
    cluster.fork();
  });
  const stop = () => {
    stopping = true;
    // The signal itself, not worker.kill(): that disconnects first, which waits for every
    // connection (event streams never end by themselves) before the worker hears the signal.
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    // The workers drain for up to DRAIN_GRACE_MS (server/graceful-shutdown.ts).
    setTimeout(() => process.exit(0), DRAIN_GRACE_MS + 1000).unref();
    cluster.on("exit", () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
} else {
  await startWorker();
}

/** One web process: the build loaded, the app built, listening until a signal drains it. */
async function startWorker() {
  const served = servedSites(env);
  const build = (await import(pathToFileURL(path.resolve(env.BUILD_DIR, "index.js")).href)) as ServerBuild;
  // From the build, not imported here: one module graph for the context and the loaders.
  const { createRequestContext, siteCacheLookups } = build.entry.module as unknown as {
    createRequestContext: typeof CreateRequestContext;
    siteCacheLookups: () => SiteCacheLookups;
  };
  const mode = env.NODE_ENV === "production" ? "production" : "development";
  // Visitors' pages kept in memory (server/visitor-pages.ts, docs/decisions/020).
  const pages = visitorPages({ build, maxAgeMs: env.PAGE_CACHE_SECONDS * 1000, mode });
  // Pages take turns (docs/decisions/026-overload-and-metrics.md): past WEB_MAX_IN_FLIGHT a request
  // waits at most WEB_MAX_WAIT_MS, then gets the site's 503 page at once.
  const busy = busyPages({ build, mode });
  const admission = createAdmission({
    maxInFlight: env.WEB_MAX_IN_FLIGHT,
    maxWaiting: env.WEB_MAX_WAITING,
    maxWaitMs: env.WEB_MAX_WAIT_MS,
  });
  if (metricsOn) {
    workerFigures({ siteCache: siteCacheLookups, admission: () => admission });
    // Alone, this process serves its own figures; a cluster's primary serves all workers'.
    if (!cluster.isWorker) await serveMetrics({ port: env.METRICS_PORT!, host: env.METRICS_HOST, cluster: false });
  }
  const app = createWebApp({ env, build, mode, served, createRequestContext, pages, busy, admission });

  // Every request reaches the app with its target in origin form (server/request-target.ts).
  const server = serveInOriginForm(app).listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    // npm start lists the sites from this line (scripts/start.mjs).
    void served.described().then((sitesInfo) => logger.info({ port, ...sitesInfo }, "listening"));
  });

  // A rolling restart loses nothing: streams resume elsewhere, requests finish (decision 027).
  shutDownGracefully(server, { log: logger, close: () => served.source.close() });
}
