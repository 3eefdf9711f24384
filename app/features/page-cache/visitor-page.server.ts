import type { AppLoadContext } from "@remix-run/node";
import { settingsQuery } from "~/api/cache.server";
import type { RouteHandle } from "~/components/page-layout";
import { signupOpen } from "~/domain/signup-rules";
import { readConsentChoice } from "~/features/consent/consent-cookie.server";
import { entryUnconfirmed, PWA_START_PARAM } from "~/features/entry-warning/eligibility.server";
import { trackingOf } from "~/features/signup/tracking.server";
import { clearBadLocaleCookie } from "~/i18n/detect-locale.server";
import type { Tenant } from "~/tenant/schema";
import { authCookie } from "~/utils/auth.server";
import { hasCookie } from "~/utils/cookie-value.server";

/** What a route declares to let the page cache keep its visitors' pages (docs/web-tier.md#the-page-cache). */
export type PageCacheRule = NonNullable<RouteHandle["pageCache"]>;

/** A visitor's request for a page the page cache may keep, as the page is drawn. */
export interface VisitorPage {
  /**
   * The address the page is drawn for: the path and only the query parameters that change the
   * page (the root's `geoip`, the route's own), in one order. Tracking parameters, the like
   * modal's `t` and `lb` (read by the browser, for members) and anything else are left out: the
   * page's forms write the address into the HTML (the language switcher's and the entry
   * warning's way back), and one visitor's parameters must not reach another's page.
   */
  path: string;
  /**
   * The visitor's cookies plus the tracking cookie this answer sets: the page is drawn as the
   * visitor's next page will be, so the signup a traffic source opens is there already.
   */
  cookie: string | null;
  /** The Set-Cookie keeping this landing's tracking record (docs/product.md#traffic-tracking): sent with every answer. */
  setCookie: string | null;
  /** The visitor's traffic source: it opens a signup the site keeps for traffic sources. */
  network: string | undefined;
}

/**
 * A visitor's request for a page of a route with `handle.pageCache`, or null when the cache must
 * not answer it: a member's (any auth cookie at all, valid or not: a cached page never reaches a
 * member, and a member's page is never kept), the installed app's first start (`?pwa`, which sets
 * its cookie) and a locale cookie to clear (its Set-Cookie) are drawn as they always were.
 */
export async function visitorPage(
  url: URL,
  cookie: string | null,
  rule: PageCacheRule,
  tenant: Pick<Tenant, "languages">
): Promise<VisitorPage | null> {
  if (hasCookie(authCookie, cookie)) return null;
  if (url.searchParams.has(PWA_START_PARAM)) return null;
  if (await clearBadLocaleCookie(cookie, tenant.languages)) return null;
  const query = settingsQuery(url.searchParams);
  for (const name of rule === true ? [] : rule.query) {
    if (query.has(name)) continue;
    for (const value of url.searchParams.getAll(name)) query.append(name, value);
  }
  query.sort();
  const search = query.toString();
  const { tracking, setCookie } = await trackingOf(url.searchParams, cookie);
  const kept = setCookie?.split(";")[0];
  return {
    path: url.pathname + (search ? `?${search}` : ""),
    cookie: kept ? (cookie ? `${cookie}; ${kept}` : kept) : cookie,
    setCookie,
    network: tracking?.network,
  };
}

/**
 * What a visitor's page is kept under within its site: the address it is drawn for, and what the
 * root decides per visitor — the language, the country (the settings' `geoip_country`, which also
 * picks the language switcher's choices), whether the entry warning is still to be confirmed,
 * whether signup is open to this visitor, and the visitor's cookie consent (the banner, and the
 * operator's scripts with the choice "all", are in the page; decision 021). `siteData` is the content of the settings it was
 * drawn with: a page is kept no longer than they say the same (app/api/cache.server.ts loads them again every minute).
 */
export async function visitorPageKey(
  context: AppLoadContext,
  page: VisitorPage
): Promise<{ key: string; siteData: string }> {
  const [locale, settings, warning] = await Promise.all([
    context.locale(),
    context.site.settings(),
    entryUnconfirmed(page.cookie),
  ]);
  const key = [
    page.path,
    locale,
    settings.geoip_country,
    warning ? "warning" : "confirmed",
    signupOpen(settings.signups, page.network) ? "signup" : "no-signup",
    `consent:${readConsentChoice(page.cookie) ?? "unasked"}`,
  ].join(" ");
  return { key, siteData: contentOf(settings) };
}

/**
 * The settings' content, worked out once per copy loaded: a copy loaded again with the same content
 * keeps the pages drawn with the one before, instead of every page of the site being drawn again
 * each time the settings are (and a page drawn just before that living a moment only).
 */
const contents = new WeakMap<object, string>();
function contentOf(settings: object): string {
  let content = contents.get(settings);
  if (content === undefined) contents.set(settings, (content = JSON.stringify(settings)));
  return content;
}
