import type { ServerBuild } from "@remix-run/node";
import express from "express";
import { logger } from "../lib/logger";
import type { WebEnv } from "../lib/env";
import type { createRequestContext as CreateRequestContext } from "../app/context.server";
import type { busyPages } from "./busy-page";
import { measureRequests } from "./metrics";
import type { createAdmission } from "./overload";
import { pageTurns } from "./page-turns";
import { remixAnswers } from "./remix-answers";
import { logRequests } from "./request-log";
import { routeIds } from "./route-ids";
import { createNonce, hasValidAddress, securityHeaders } from "./security";
import { simplePage } from "./simple-page";
import { siteRequests } from "./site-request";
import type { ServedSites } from "./site-source";
import { mountStaticFiles } from "./static-files";
import { dropUnreadBodies } from "./unread-bodies";
import type { visitorPages } from "./visitor-pages";

export interface WebAppParts {
  env: Pick<WebEnv, "TRUST_PROXY">;
  build: ServerBuild;
  mode: "production" | "development";
  served: ServedSites;
  createRequestContext: typeof CreateRequestContext;
  pages: ReturnType<typeof visitorPages>;
  busy: ReturnType<typeof busyPages>;
  admission: ReturnType<typeof createAdmission>;
}

/**
 * The web tier's Express app, in the order a request meets it: figures and the request log,
 * security headers, the health check and static files, the request's site and context, its turn,
 * the page cache, then Remix; whatever escapes is a plain error page.
 */
export function createWebApp({ env, build, mode, served, createRequestContext, pages, busy, admission }: WebAppParts) {
  const app = express();
  app.disable("x-powered-by");
  // Only the proxies TRUST_PROXY names are believed (lib/env.ts): req.ip, req.secure and the
  // forwarded host come from what they wrote, never from what a client put before it.
  app.set("trust proxy", env.TRUST_PROXY);
  const fromTrustedProxy = app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;

  // Every request's duration by route and status, and its API calls (server/metrics.ts).
  app.use(measureRequests(routeIds(build)));
  app.use(logRequests());
  app.use(dropUnreadBodies());

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

  // Answers without calling the API, for load balancers probing by IP.
  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ ok: true, tenants: served.count() });
  });

  mountStaticFiles(app);

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

  app.use(siteRequests({ sites: served.source, pages, createRequestContext, fromTrustedProxy }));

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
  return app;
}
