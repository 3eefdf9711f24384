import { randomUUID } from "node:crypto";
import type express from "express";
import { logger } from "../lib/logger";
import type { createRequestContext as CreateRequestContext } from "../app/context.server";
import { authorityFromHeaders, normalizeHost } from "../app/tenant/host.server";
import type { SiteSource } from "../app/tenant/site";
import { siteTracking } from "../app/tenant/tracking-scripts";
import { UPLOAD_LIMIT_BYTES } from "../app/utils/upload-limits";
import { REFUSED_PATH } from "./busy-page";
import { clientAddress } from "./client-address";
import { PAGE_CACHE_HEADER } from "./page-cache";
import { namesNoPage } from "./request-target";
import { contentSecurityPolicy, isCrossSiteWrite, PAGE_METHODS, pathDecodes } from "./security";
import { simplePage } from "./simple-page";
import type { visitorPages } from "./visitor-pages";

/**
 * The largest body any route takes: the upload reader's, so a file too large for a photo (a video
 * chosen by mistake) reaches the form and is named there, with what was typed kept. Each route has
 * its own, smaller limit for anything else.
 */
const MAX_BODY_BYTES = UPLOAD_LIMIT_BYTES;

/**
 * The status a request is refused with before any page runs, on the site's own error page: a
 * method no page takes, a request
 * line that names no page (`*`, `host:443`, another host's URL), a body no form or upload
 * comes near (refused unread), a path that is no percent-encoded UTF-8 (a route parameter could
 * not be decoded from it), a form sent from another site.
 */
export function refusalOf(req: express.Request, authority: string): 400 | 403 | 405 | 413 | undefined {
  return !PAGE_METHODS.has(req.method)
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
}

export interface SiteRequestOptions {
  sites: SiteSource;
  pages: ReturnType<typeof visitorPages>;
  createRequestContext: typeof CreateRequestContext;
  /** Whether the proxy at this address, this many hops away, is believed (express's "trust proxy"). */
  fromTrustedProxy: (address: string | undefined, hop: number) => boolean;
}

/**
 * Each request's site, from its Host (or a trusted proxy's forwarded host), and the request
 * context the pages read: an unknown host gets a plain 404 page, a refused request the site's own
 * error page, and a visitor's page the address and cookies the page cache keys it by.
 */
export function siteRequests({
  sites,
  pages,
  createRequestContext,
  fromTrustedProxy,
}: SiteRequestOptions): express.RequestHandler {
  return async (req, res, next) => {
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
    const refusal = refusalOf(req, authority);
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
  };
}
