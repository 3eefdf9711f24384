import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
import type express from "express";
import type { RouteHandle } from "../app/components/page-layout";
import type {
  PageCacheRule,
  VisitorPage,
  visitorPage as VisitorPageFn,
  visitorPageKey as VisitorPageKeyFn,
} from "../app/features/page-cache/visitor-page.server";
import type { Tenant } from "../app/tenant/schema";
import { PRIVATE_PAGE } from "../app/utils/cache-policy.server";
import { routeTable, type RouteNode } from "./route-ids";
import { createPageCache, keptPage, pageHtml, PAGE_CACHE_HEADER, type CachedPage } from "./page-cache";

/** Pages one site may keep, and all sites together (about 20 KB each: 25 MB at most). */
const PAGES_PER_TENANT = 200;
const PAGES_IN_ALL = 1000;
/** Paths whose route is remembered; beyond, the memo starts again (paths are the visitors' to choose). */
const KNOWN_PATHS = 2000;

/** A visitor's request the page cache answers: the page's route and the request as the page is drawn. */
export interface VisitorRequest {
  routeId: string;
  page: VisitorPage;
}

/**
 * The page cache in the web server (docs/web-tier.md#the-page-cache): visitors' GET requests for
 * a page whose route declares `handle.pageCache` are answered from memory, or drawn, kept and
 * answered. Everything else goes to Remix as before.
 */
export function visitorPages({ build, maxAgeMs, mode }: { build: ServerBuild; maxAgeMs: number; mode: string }) {
  // From the build, like the request context: one module graph for the key and the page's loaders.
  const { visitorPage, visitorPageKey } = build.entry.module as unknown as {
    visitorPage: typeof VisitorPageFn;
    visitorPageKey: typeof VisitorPageKeyFn;
  };
  const ruleOf = pageCacheRules(build.routes);
  const cache = createPageCache({ maxAgeMs, maxPerTenant: PAGES_PER_TENANT, maxTotal: PAGES_IN_ALL });
  const draw = createRequestHandler(build, mode);
  /** Pages being drawn: a burst's first visitor draws the page, those arriving meanwhile wait for it. */
  const drawing = new Map<string, Promise<CachedPage | null>>();

  return {
    /**
     * Before the request context is made: the request as its page is drawn when the cache may
     * answer it, "bypass" when the route's pages are kept but not this one (a member's), else null.
     */
    async visitor(req: express.Request, tenant: Tenant): Promise<VisitorRequest | "bypass" | null> {
      if (maxAgeMs === 0 || (req.method !== "GET" && req.method !== "HEAD")) return null;
      const url = new URL(`http://x${req.originalUrl}`);
      // Remix's data requests answer a client navigation's loaders, not a document.
      if (url.searchParams.has("_data")) return null;
      const route = ruleOf(url.pathname);
      if (!route) return null;
      const page = await visitorPage(url, req.get("cookie") ?? null, route.rule, tenant);
      return page ? { routeId: route.routeId, page } : "bypass";
    },

    /** Answers a visitor's request `visitor` found: from the cache, or drawn now and kept when it may be. */
    async serve(req: express.Request, res: express.Response, next: express.NextFunction) {
      const visitor = res.locals.visitor as VisitorRequest | undefined;
      if (!visitor) return next();
      const context = res.locals.context as AppLoadContext;
      const nonce = res.locals.nonce as string;
      const { page } = visitor;
      try {
        // Without its site data (the API down, no copy kept) the page is drawn: it is the error page.
        const variant = await visitorPageKey(context, page).catch(() => null);
        if (!variant) {
          const response = await draw(drawRequest(req, page), context);
          const drawn = { status: response.status, headers: response.headers, html: await response.text() };
          return answer(res, drawn, page, "bypass");
        }
        const slot = `${context.tenant.id} ${variant.key}`;
        // Awaited only while another request draws this page: the look-up and the claim below
        // happen in one turn, or a burst's requests would all find no drawing and all draw.
        const pending = drawing.get(slot);
        const kept = cache.get(context.tenant, variant.key, variant.siteData) ?? (pending && (await pending));
        if (kept) {
          context.requestLog.routeId = visitor.routeId;
          return answer(res, { status: 200, headers: kept.headers, html: pageHtml(kept, nonce) }, page, "hit");
        }
        let share: (kept: CachedPage | null) => void = () => {};
        const mine = new Promise<CachedPage | null>((resolve) => (share = resolve));
        drawing.set(slot, mine);
        try {
          const response = await draw(drawRequest(req, page), context);
          const html = await response.text();
          const keep = keptPage(response, html, nonce);
          if (keep) cache.set(context.tenant, variant.key, variant.siteData, keep);
          share(keep);
          answer(res, { status: response.status, headers: response.headers, html }, page, "miss");
        } finally {
          share(null);
          if (drawing.get(slot) === mine) drawing.delete(slot);
        }
      } catch (error) {
        next(error);
      }
    },
  };
}

/**
 * The route that answers a path, when it declares `handle.pageCache` (the page's own route, the
 * deepest match), remembered per path: matching the route table is the costly part of a hit.
 */
function pageCacheRules(routes: ServerBuild["routes"]) {
  const table = routeTable(routes);
  const known = new Map<string, { routeId: string; rule: PageCacheRule } | null>();
  return (pathname: string) => {
    let found = known.get(pathname);
    if (found === undefined) {
      const leaf = matchRoutes(table, pathname)?.at(-1)?.route as RouteNode | undefined;
      const rule = leaf && (routes[leaf.id]?.module.handle as RouteHandle | undefined)?.pageCache;
      found = leaf && rule ? { routeId: leaf.id, rule } : null;
      if (known.size >= KNOWN_PATHS) known.clear();
      known.set(pathname, found);
    }
    return found;
  };
}

/** The Fetch request Remix draws the page from: the visitor's headers, the page's address and cookies. */
function drawRequest(req: express.Request, page: VisitorPage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === "cookie" || value === undefined) continue;
    for (const one of [value].flat()) headers.append(name, one);
  }
  if (page.cookie) headers.set("Cookie", page.cookie);
  // GET for a HEAD too: the page is kept whole, and node sends no body after a HEAD.
  return new Request(`${req.protocol}://${req.get("host")}${page.path}`, { headers });
}

/** Sends a page with the visitor's tracking cookie, which makes the answer private. */
function answer(
  res: express.Response,
  { status, headers, html }: { status: number; headers: Iterable<[string, string]>; html: string },
  page: VisitorPage,
  state: "hit" | "miss" | "bypass"
) {
  res.status(status);
  for (const [name, value] of headers) res.append(name, value);
  if (page.setCookie) {
    res.append("Set-Cookie", page.setCookie);
    res.setHeader("Cache-Control", PRIVATE_PAGE);
  }
  res.setHeader(PAGE_CACHE_HEADER, state);
  res.end(html);
}
