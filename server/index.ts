import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getTenantRegistry } from "../app/tenant/registry.server";
import { readServerEnv } from "./env";
import { simplePage } from "./simple-page";
import { createNonce, isCrossSiteWrite, securityHeaders } from "./security";

const env = readServerEnv();

// WEB_CONCURRENCY=n runs n worker processes on one port (node cluster); the web tier is stateless.
if (cluster.isPrimary && env.workers > 1) {
  let stopping = false;
  for (let i = 0; i < env.workers; i++) cluster.fork();
  cluster.on("exit", (worker, code) => {
    if (stopping) return;
    console.error(
      JSON.stringify({
        t: new Date().toISOString(),
        level: "error",
        msg: "worker died, starting another",
        pid: worker.process.pid,
        code,
      })
    );
    cluster.fork();
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill("SIGTERM");
    setTimeout(() => process.exit(0), 3500).unref();
    cluster.on("exit", () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
} else {
  await startWorker();
}

async function startWorker() {
  const registry = getTenantRegistry();
  const build = (await import(pathToFileURL(path.resolve(env.buildDir, "index.js")).href)) as ServerBuild;

  const app = express();
  app.disable("x-powered-by");
  if (env.trustProxy) app.set("trust proxy", true);

  /** The host the member typed: the Host header, or X-Forwarded-Host behind a trusted proxy only. */
  function requestHost(req: express.Request): string {
    const forwarded = env.trustProxy ? req.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
    return forwarded || req.get("host") || "";
  }

  // One structured line per request: tenant, route, status, duration.
  app.use((req, res, next) => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      process.stdout.write(
        JSON.stringify({
          t: new Date().toISOString(),
          msg: "request",
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
          tenant: res.locals.tenantId ?? null,
          route: res.locals.routeId ?? null,
        }) + "\n"
      );
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
    res.set("Cache-Control", "no-store").json({ ok: true, tenants: registry.all().length });
  });

  // Fingerprinted build assets never change; they are sent precompressed (scripts/precompress.mjs).
  app.use(
    "/build",
    expressStaticGzip("public/build", {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      serveStatic: { immutable: true, maxAge: "1y", index: false },
    }),
  );
  // The service worker must be revalidated so a new deployment reaches every browser quickly.
  app.use(
    express.static("public", {
      maxAge: "1h",
      index: false,
      setHeaders: (res, file) => {
        if (file.endsWith("sw-push.js")) res.setHeader("Cache-Control", "no-cache");
      },
    })
  );

  app.use((req, res, next) => {
    const host = requestHost(req);
    const tenant = registry.byHost(host);
    if (!tenant) {
      res
        .status(404)
        .type("html")
        .send(simplePage("Site not found", `No site is configured for the host “${host}”.`));
      return;
    }
    res.locals.tenant = tenant;
    res.locals.tenantId = tenant.id;
    if (
      isCrossSiteWrite(req.method, host, {
        origin: req.get("origin"),
        secFetchSite: req.get("sec-fetch-site"),
      })
    ) {
      res
        .status(403)
        .type("html")
        .send(simplePage("Forbidden", "This form was sent from another site and has been refused."));
      return;
    }
    next();
  });

  app.all(
    "*",
    createRequestHandler({
      build,
      mode: env.production ? "production" : "development",
      getLoadContext: (req, res) => ({
        nonce: res.locals.nonce,
        tenant: res.locals.tenant,
        clientIp: req.ip ?? req.socket.remoteAddress ?? "",
        secure: req.secure,
        requestLog: res.locals,
      }),
    })
  );

  const server = app.listen(env.port, env.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.port;
    process.stdout.write(
      JSON.stringify({
        t: new Date().toISOString(),
        msg: "listening",
        port,
        tenants: registry.all().map(({ id, name, domains }) => ({ id, name, domains })),
      }) + "\n"
    );
  });

  function shutdown() {
    registry.close();
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  }
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}
