import type { ServerBuild } from "@remix-run/node";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { webEnv } from "../lib/env";
import { logger } from "../lib/logger";
import type { createRequestContext as CreateRequestContext, RequestContext } from "../app/context.server";
import { authorityFromHeaders, normalizeHost } from "../app/tenant/host.server";
import { servedSites } from "./site-source";
import { clientAddress } from "./client-address";
import { UPLOAD_LIMIT_BYTES } from "../app/utils/upload-limits";
import { simplePage } from "./simple-page";
import { siteTracking } from "../app/tenant/tracking-scripts";
import { PAGE_CACHE_HEADER } from "./page-cache";
import {
  contentSecurityPolicy,
  createNonce,
  hasValidAddress,
  isCrossSiteWrite,
  PAGE_METHODS,
  pathDecodes,
  securityHeaders,
} from "./security";
import { visitorPages } from "./visitor-pages";
import { createAdmission } from "./overload";
import { pageTurns } from "./page-turns";
import { busyPages, REFUSED_PATH } from "./busy-page";
import { measureRequests, serveMetrics, workerFigures } from "./metrics";
import { routeIds } from "./route-ids";
import type { SiteCacheLookups } from "../app/api/cache.server";
import { shutDownGracefully } from "./graceful-shutdown";
import { DRAIN_GRACE_MS } from "../lib/http-drain";
import { namesNoPage, serveInOriginForm } from "./request-target";
import { remixAnswers } from "./remix-answers";

const env = webEnv();

/**
 * The largest body any route takes: the upload reader's, so a file too large for a photo (a video
 * chosen by mistake) reaches the form and is named there, with what was typed kept. Each route has
 * its own, smaller limit for anything else.
 */
const MAX_BODY_BYTES = UPLOAD_LIMIT_BYTES;

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

async function startWorker() {
  const served = servedSites(env);
  const sites = served.source;
  const build = (await import(pathToFileURL(path.resolve(env.BUILD_DIR, "index.js")).href)) as ServerBuild;
  // From the build, not imported here: one module graph for the context and the loaders.
  const { createRequestContext } = build.entry.module as unknown as {
    createRequestContext: typeof CreateRequestContext;
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
  const { siteCacheLookups } = build.entry.module as unknown as {
    siteCacheLookups: () => SiteCacheLookups;
  };
  if (metricsOn) {
    workerFigures({ siteCache: siteCacheLookups, admission: () => admission });
    // Alone, this process serves its own figures; a cluster's primary serves all workers'.
    if (!cluster.isWorker) await serveMetrics({ port: env.METRICS_PORT!, host: env.METRICS_HOST, cluster: false });
  }

  const app = express();
  app.disable("x-powered-by");
  // Only the proxies TRUST_PROXY names are believed (lib/env.ts): req.ip, req.secure and the
  // forwarded host come from what they wrote, never from what a client put before it.
  app.set("trust proxy", env.TRUST_PROXY);
  const fromTrustedProxy = app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;

  // Every request's duration by route and status, and its API calls (server/metrics.ts).
  app.use(measureRequests(routeIds(build)));

  // One structured line per request: tenant, route, status, duration and the API calls it made.
  app.use((req, res, next) => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      const context = res.locals.context as RequestContext | undefined;
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      logger.info(
        {
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
          tenant: context?.tenant.id ?? null,
          route: context?.requestLog.routeId ?? null,
          pageCache: res.getHeader(PAGE_CACHE_HEADER),
          api: context?.requestLog.api.length ? context.requestLog.api : undefined,
        },
        "request"
      );
    });
    next();
  });

  // A body answered before it was read (a refused upload) is read and dropped, so the answer reaches
  // the client whole (closing at once resets the connection and can lose it); one that goes on
  // longer than a few seconds is cut off.
  app.use((req, res, next) => {
    res.on("finish", () => {
      if (req.complete) return;
      req.removeAllListeners("data");
      req.resume();
      const cut = setTimeout(() => req.socket.destroy(), 5000);
      req.once("end", () => clearTimeout(cut));
      req.once("close", () => clearTimeout(cut));
    });
    next();
  });

  app.use((req, res, next) => {
    const nonce = createNonce();
    res.locals.nonce = nonce;
    for (const [name, value] of Object.entries(securityHeaders(nonce, { https: req.secure })))
      res.setHeader(name, value);
    next();
  });

  // Answers without calling the API, for load balancers probing by IP.
  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ ok: true, tenants: served.count() });
  });

  // Fingerprinted build assets never change; they are sent precompressed (scripts/precompress.mjs).
  app.use(
    "/build",
    // A path that does not decode (overlong UTF-8, a lone %): a clean JSON 400, where the file
    // server would answer its error's plain text.
    (req, res, next) => {
      try {
        decodeURIComponent(req.path);
      } catch {
        return void res.status(400).set("Cache-Control", "no-store").json({ error: "bad_request" });
      }
      next();
    },
    expressStaticGzip("public/build", {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      serveStatic: { immutable: true, maxAge: "1y", index: false },
    })
  );
  // The other public files (the service worker) are few and known at start: only their paths
  // reach the static middleware, so pages are not slowed by a file-system look-up each.
  const publicFiles = new Set(
    fs
      .readdirSync("public", { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${entry.name}`)
  );
  const servePublic = express.static("public", {
    maxAge: "1h",
    index: false,
    setHeaders: (res, file) => {
      // The service worker must be revalidated so a new deployment reaches every browser quickly.
      if (file.endsWith("sw-push.js")) res.setHeader("Cache-Control", "no-cache");
    },
  });
  app.use((req, res, next) => (publicFiles.has(req.path) ? servePublic(req, res, next) : next()));

  // Without a usable Host no site is known: a plain page (as for an unknown host).
  app.use((req, res, next) => {
    if (!hasValidAddress((name) => req.get(name), req)) {
      res
        .status(400)
        .set("Cache-Control", "no-store")
        .type("html")
        .send(simplePage("Bad request", "The address of this request is not valid."));
      return;
    }
    next();
  });

  app.use(async (req, res, next) => {
    const authority = authorityFromHeaders((name) => req.get(name), {
      trustProxy: fromTrustedProxy(req.socket.remoteAddress, 0),
    });
    const host = normalizeHost(authority);
    // The site at its current version, computed once per version (docs/decisions/024): from the
    // tenant files or the operator's service (server/site-source.ts).
    let site;
    try {
      site = await sites.resolve(host);
    } catch (error) {
      return next(error);
    }
    const tenant = site?.config;
    if (!site || !tenant) {
      res
        .status(404)
        .type("html")
        .send(simplePage("Site not found", `No site is configured for the host “${authority}”.`));
      return;
    }
    // The site's tracking scripts may report to their own hosts (decision 021); no other site's may.
    const { connectSrc } = siteTracking(tenant);
    if (connectSrc.length > 0) {
      res.setHeader(
        "Content-Security-Policy",
        contentSecurityPolicy(res.locals.nonce, { https: req.secure, connectSrc })
      );
    }
    // Refused before any page runs, on the site's own error page: a method no page takes, a request
    // line that names no page (`*`, `host:443`, another host's URL), a body no form or upload
    // comes near (refused unread), a path that is no percent-encoded UTF-8 (a route parameter could
    // not be decoded from it), a form sent from another site.
    const refusal = !PAGE_METHODS.has(req.method)
      ? 405
      : namesNoPage(req)
      ? 400
      : Number(req.get("content-length") ?? 0) > MAX_BODY_BYTES
      ? 413
      : !pathDecodes(req.path)
      ? 400
      : isCrossSiteWrite(req.method, authority, { origin: req.get("origin"), secFetchSite: req.get("sec-fetch-site") })
      ? 403
      : undefined;
    if (refusal === 405) res.set("Allow", "GET, HEAD, POST");
    // Held by the response's listener, so it aborts however long the answer streams.
    const connection = new AbortController();
    res.once("close", () => connection.abort());
    if (refusal) {
      // Remix builds its request from originalUrl: the refused path never reaches a route.
      req.method = "GET";
      req.url = req.originalUrl = REFUSED_PATH;
    }
    const url = new URL(refusal ? REFUSED_PATH : req.originalUrl, "http://x");
    const fromScript = url.searchParams.has("_data");
    url.searchParams.delete("_data"); // Remix's own parameter is no part of the page's address
    // A visitor's page the page cache answers is drawn for its address and cookies as the cache
    // keys it (docs/web-tier.md#the-page-cache); the context must see the same.
    let visitor;
    try {
      visitor = refusal ? null : await pages.visitor(req, tenant);
    } catch (error) {
      return next(error);
    }
    if (visitor === "bypass") res.set(PAGE_CACHE_HEADER, "bypass");
    else if (visitor) res.locals.visitor = visitor;
    const page = visitor && visitor !== "bypass" ? visitor.page : undefined;
    const log = logger.child({ req: randomUUID(), tenant: tenant.id });
    res.locals.context = createRequestContext({
      tenant,
      siteVersion: site.version,
      host,
      path: page?.path ?? url.pathname + url.search,
      method: req.method,
      cookie: page ? page.cookie : req.get("cookie") ?? null,
      acceptLanguage: req.get("accept-language") ?? null,
      clientIp: clientAddress(req, log),
      secure: req.secure,
      nonce: res.locals.nonce,
      log,
      connectionClosed: connection.signal,
      refusal,
      fromScript,
    });
    next();
  });

  // A page waits for its turn: a bounded share of them for each member and each site.
  app.use(pageTurns({ admission, busy }));

  // A visitor's page the page cache keeps: answered from memory, or drawn and kept. The rest
  // goes to Remix as before.
  app.use(pages.serve);
  // Remix, with the framework's own error texts replaced by the site's (server/remix-answers.ts).
  app.all("*", remixAnswers({ build, mode }));

  // Whatever escapes Remix's handler (it fails before running the app) is a plain page, no stack.
  app.use((error: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (res.headersSent) return next(error);
    logger.error({ err: error, path: req.path }, "unhandled");
    res.status(500).set("Cache-Control", "no-store").type("html").send(simplePage("Error", "An error has occurred."));
  });

  // Every request reaches the app with its target in origin form (server/request-target.ts).
  const server = serveInOriginForm(app).listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    // npm start lists the sites from this line (scripts/start.mjs).
    void served.described().then((sitesInfo) => logger.info({ port, ...sitesInfo }, "listening"));
  });

  // A rolling restart loses nothing: streams resume elsewhere, requests finish (decision 027).
  shutDownGracefully(server, { log: logger, close: () => sites.close() });
}
