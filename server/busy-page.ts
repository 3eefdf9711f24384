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

interface KeptBusyPage {
  tenant: Tenant;
  page: CachedPage;
  until: number;
}

/**
 * The site's own 503 page for a request refused because the process is too busy, and its 429 page
 * for a member who holds their share of it (docs/decisions/026-overload-and-metrics.md): drawn through Remix once per site and language
 * (app/root.tsx, "too busy", "one at a time"), then repeated from memory with each answer's own CSP nonce, as the
 * page cache does. Under overload a refusal must cost next to nothing: drawing it each time spent
 * the CPU that the pages let in needed, and a burst of refusals arriving together (the first
 * moment of an overload, or the minute a kept page ends) is drawn once, the others waiting for
 * that drawing, never each on its own.
 */
export function busyPages({ build, mode }: { build: ServerBuild; mode: string }) {
  const draw = createRequestHandler(build, mode);
  const kept = new Map<string, KeptBusyPage>();
  const drawing = new Map<string, Promise<KeptBusyPage>>();

  async function drawPage(req: express.Request, context: AppLoadContext): Promise<KeptBusyPage> {
    // A request of its own, without the member's cookies: the page is the same for everyone.
    const response = await draw(new Request(`http://${req.get("host") ?? "x"}${REFUSED_PATH}`), context);
    const html = await response.text();
    const headers = [...response.headers].filter(([name]) => KEPT_HEADERS.has(name.toLowerCase()));
    return { tenant: context.tenant, page: { headers, parts: html.split(context.nonce) }, until: Date.now() + KEEP_MS };
  }

  /**
   * Answers the page for `context.refusal`: 503 (the process is busy) or 429 (the member holds
   * their share of it already: "one at a time").
   */
  return async function answer(req: express.Request, res: express.Response, context: AppLoadContext) {
    const locale = await context.locale().catch(() => context.tenant.defaultLanguage);
    const key = `${context.tenant.id} ${locale} ${context.refusal}`;
    let entry = kept.get(key);
    if (!entry || entry.until < Date.now() || entry.tenant !== context.tenant) {
      // The look-up and the claim happen in one turn: of a burst, one request draws.
      let pending = drawing.get(key);
      if (!pending) {
        pending = drawPage(req, context).then((drawn) => {
          if (kept.size >= MAX_PAGES) kept.clear();
          kept.set(key, drawn);
          return drawn;
        });
        pending.then(
          () => drawing.delete(key),
          () => drawing.delete(key)
        );
        drawing.set(key, pending);
      }
      entry = await pending;
    }
    // Counted under the route that was asked for, like the refusals answered from memory.
    context.requestLog.routeId = undefined;
    res.status(context.refusal ?? 503);
    for (const [name, value] of entry.page.headers) res.setHeader(name, value);
    res.end(pageHtml(entry.page, context.nonce));
  };
}
