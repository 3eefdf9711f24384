/**
 * Thrown by a loader or action: the site's error page for `status` (app/root.tsx ErrorBoundary),
 * with the site's brand however far the page got; never kept by a cache.
 */
export const errorPage = (status: number, statusText?: string) =>
  new Response(null, { status, statusText, headers: { "Cache-Control": "no-store" } });

/**
 * What a 503 page (the site too busy, or its API unavailable) tells browsers and crawlers: ask again
 * after this many seconds (docs/decisions/026-overload-and-metrics.md).
 */
export const RETRY_AFTER_SECONDS = 5;

/** Thrown by a loader: the 404 page, "This page could not be found" (docs/product.md#errors), inside the site's layout. */
export const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

/**
 * The status text of the "site not set up" page: the operator's API does not know the site's
 * domain (unknown_site), so nothing of it can be shown. 503, which monitors notice; the page has
 * the site's brand and no member data (docs/decisions/024-sites-at-scale.md).
 */
export const SITE_NOT_SET_UP = "Site Not Set Up";
export const siteNotSetUp = () => errorPage(503, SITE_NOT_SET_UP);
