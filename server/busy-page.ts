import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import type express from "express";
import type { Tenant } from "../app/tenant/schema";
import { pageHtml, type CachedPage } from "./page-cache";

/** The address only the catch-all route matches: the root draws the refusal's error page there. */
export const REFUSED_PATH = "/.refused";

/** A site's busy page is drawn again after this long (a changed tenant file draws it at once). */
const KEEP_MS = 60_000;
/** Sites × languages kept at most; beyond, the memo starts again. */
const MAX_PAGES = 5_000;
/** The drawn answer's headers the kept page repeats: nothing of one member's (cookies, offline key). */
const KEPT_HEADERS = new Set(["content-type", "cache-control", "retry-after", "vary"]);

/**
 * The site's own 503 page for a request refused because the process is too busy
 * (docs/decisions/026-overload-and-metrics.md): drawn through Remix once per site and language
 * (app/root.tsx, "too busy"), then repeated from memory with each answer's own CSP nonce, as the
 * page cache does. Under overload a refusal must cost next to nothing: drawing it each time spent
 * the CPU that the pages let in needed.
 */
export function busyPages({ build, mode }: { build: ServerBuild; mode: string }) {
  const draw = createRequestHandler(build, mode);
  const kept = new Map<string, { tenant: Tenant; page: CachedPage; until: number }>();

  return async function answer(req: express.Request, res: express.Response, context: AppLoadContext) {
    const locale = await context.locale().catch(() => context.tenant.defaultLanguage);
    const key = `${context.tenant.id} ${locale}`;
    let entry = kept.get(key);
    if (!entry || entry.until < Date.now() || entry.tenant !== context.tenant) {
      // A request of its own, without the member's cookies: the page is the same for everyone.
      const response = await draw(new Request(`http://${req.get("host") ?? "x"}${REFUSED_PATH}`), context);
      const html = await response.text();
      // Counted under the route that was asked for, like the refusals answered from memory.
      context.requestLog.routeId = undefined;
      const headers = [...response.headers].filter(([name]) => KEPT_HEADERS.has(name.toLowerCase()));
      entry = {
        tenant: context.tenant,
        page: { headers, parts: html.split(context.nonce) },
        until: Date.now() + KEEP_MS,
      };
      if (kept.size >= MAX_PAGES) kept.clear();
      kept.set(key, entry);
    }
    res.status(503);
    for (const [name, value] of entry.page.headers) res.setHeader(name, value);
    res.end(pageHtml(entry.page, context.nonce));
  };
}
