import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { logger } from "../lib/logger";
import { createI18nInstance } from "./i18n/i18n.server";

/**
 * The web server builds each request's context with this, taken from the Remix build, so the
 * context, the loaders and the API client share one copy of every module: one site cache, one
 * member cache, one ApiError class that `isApiError` recognises.
 */
export { createRequestContext } from "./context.server";
// Read by the operator's metrics (server/metrics.ts) in this module graph.
export { siteCacheLookups } from "./api/cache.server";
/** The page cache's view of a visitor's request (server/visitor-pages.ts), from the same module graph. */
export { visitorPage, visitorPageKey } from "./features/page-cache/visitor-page.server";
import { NonceContext } from "./utils/nonce";
import { RETRY_AFTER_SECONDS } from "./utils/not-found";
import { pageCachePolicy, PRIVATE_PAGE } from "./utils/cache-policy.server";
import { OFFLINE_CACHE_HEADER, offlineCacheKey } from "./utils/offline-cache.server";
import { SiteBrandContext } from "./tenant/brand";
import { siteBrand } from "./tenant/brand.server";
import { CONSENT_NAMESPACE, type ConsentState } from "./features/consent/choice";
import { trackingScriptTags } from "./features/consent/tracking-tags";
import { withoutDeveloperTexts } from "./utils/page-errors.server";

/**
 * Namespaces the matched routes declare in `handle.i18n` (plus "common"), and the consent texts
 * where the site has tracking scripts to ask about (decision 021).
 */
function routeNamespaces(context: EntryContext): string[] {
  const ns = new Set<string>(["common"]);
  if (rootConsent(context)?.purposes.length) ns.add(CONSENT_NAMESPACE);
  for (const match of context.staticHandlerContext.matches) {
    const handle = context.routeModules[match.route.id]?.handle as { i18n?: string | string[] } | undefined;
    for (const name of [handle?.i18n ?? []].flat()) ns.add(name);
  }
  return [...ns];
}

/** The root loader's `consent`; none on an error page without the root's data. */
function rootConsent(context: EntryContext): ConsentState | undefined {
  return (context.staticHandlerContext.loaderData?.root as { consent?: ConsentState } | undefined)?.consent;
}

/**
 * The page's accepted tracking scripts (decision 021), written at the end of <head>, outside what
 * React hydrates: the root loader's `consent` decides, so the page and its data agree. An error
 * page without the root's data loads none.
 */
function withTrackingScripts(html: string, context: EntryContext, nonce: string): string {
  const scripts = rootConsent(context)?.scripts ?? [];
  const end = html.indexOf("</head>");
  if (scripts.length === 0 || end === -1) return html;
  return html.slice(0, end) + trackingScriptTags(scripts, nonce) + html.slice(end);
}

/**
 * Pages are rendered to one string and sent in one piece: no page defers data, so streaming would
 * only add per-chunk work (a PassThrough, a web stream and a socket write per chunk). A page that
 * starts to use `defer` needs renderToPipeableStream back.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext
) {
  // The same memoised locale the loaders used; without the API it is still cookie or browser.
  const locale = await loadContext.locale().catch(() => loadContext.tenant.defaultLanguage);
  const i18n = await createI18nInstance(locale, routeNamespaces(remixContext));
  const nonce = loadContext.nonce;
  loadContext.requestLog.routeId = remixContext.staticHandlerContext.matches.at(-1)?.route.id;
  // The site's brand (app/tenant/brand.ts): its CSS for every page, and all of it for an error page,
  // which may lack the root's data.
  const brand = siteBrand(loadContext.tenant);
  withoutDeveloperTexts(remixContext);
  const html = renderToString(
    <NonceContext.Provider value={nonce}>
      <SiteBrandContext.Provider value={brand}>
        <I18nextProvider i18n={i18n}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </SiteBrandContext.Provider>
    </NonceContext.Provider>
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const token = await loadContext.token().catch(() => null);
  const member = token !== null;
  const offlineCache = offlineCacheKey(token);
  if (offlineCache) responseHeaders.set(OFFLINE_CACHE_HEADER, offlineCache);
  const policy = pageCachePolicy({ member, status: responseStatusCode, headers: responseHeaders });
  responseHeaders.set("Cache-Control", policy.cacheControl);
  if (policy.vary) responseHeaders.set("Vary", policy.vary);
  // The busy page (or the API's outage, or a member's own share of the turns in use) is
  // temporary: say when to come back.
  if (responseStatusCode === 503 || loadContext.refusal === 429)
    responseHeaders.set("Retry-After", String(RETRY_AFTER_SECONDS));
  return new Response(`<!DOCTYPE html>${withTrackingScripts(html, remixContext, nonce)}`, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}

/** Data requests are never cached by shared caches: they carry a member's data. */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request, context }) => {
  context.requestLog.routeId = new URL(request.url).searchParams.get("_data") ?? undefined;
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", PRIVATE_PAGE);
  if (response.status === 503) response.headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  const offlineCache = offlineCacheKey(await context.token().catch(() => null));
  if (offlineCache) response.headers.set(OFFLINE_CACHE_HEADER, offlineCache);
  return response;
};

export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (request.signal.aborted) return;
  (context?.log ?? logger).error({ err: error, path: new URL(request.url).pathname }, "unhandled");
}
