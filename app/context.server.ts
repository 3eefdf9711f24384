import { redirect, type AppLoadContext } from "@remix-run/node";
import type { TFunction } from "i18next";
import type { Logger } from "../lib/logger";
import { apiBaseUrl } from "./api/base-url.server";
import {
  getCompanyInfo,
  getGifts,
  getInterests,
  getPromoTiles,
  getRegions,
  getSettings,
  getShowcase,
} from "./api/cache.server";
import { createApiClient, type ApiCallTiming, type ApiClient } from "./api/client.server";
import { tenantCallSlots } from "./api/call-slots.server";
import { webEnv } from "../lib/env";
import { isApiError } from "./api/errors";
import { endpoints, type EndpointName } from "./api/endpoints";
import type { Endpoint } from "./api/endpoint";
import { cachedNavCounts, cachedUser, forgetMember, type NavCounts } from "./api/member-cache.server";
import type { User } from "./api/schemas/user";
import { getFixedT } from "./i18n/i18n.server";
import { detectLocale } from "./i18n/detect-locale.server";
import { errorPage, siteNotSetUp } from "./utils/not-found";
import type { Tenant } from "./tenant/schema";
import { companyOfSite } from "./tenant/seller";
import { clearAuthToken, commitDeviceId, getAuthToken, getDeviceId, newDeviceId } from "./utils/auth.server";

/** What the web server knows of a request before Remix runs (server/index.ts). */
export interface RequestContextInit {
  tenant: Tenant;
  /**
   * The version of the site's settings (Site.version, app/tenant/site.ts): the site data cached
   * from the API is kept per version, so an edited tenant file is never served data read under
   * its old settings. Absent in tests: "0".
   */
  siteVersion?: string;
  /** The host the member used, normalised (normalizeHost): it names the site to the API. */
  host: string;
  /** Path and query, the way back after a login. */
  path: string;
  /** The HTTP method; GET when not given. */
  method?: string;
  cookie: string | null;
  acceptLanguage: string | null;
  clientIp: string;
  /** Whether the member reached us over https (decides the cookie's Secure attribute). */
  secure: boolean;
  /** Per-request CSP nonce for inline scripts. */
  nonce: string;
  /** The logger of this request; its lines carry the request's id and tenant. */
  log: Logger;
  /**
   * Aborts when the browser's connection closes: what ends a long answer such as the live event
   * stream. Remix's `request.signal` cannot be relied on for that: Node's Request follows the
   * signal it was made from only weakly, and once Remix's intermediate copies of the request are
   * collected it never aborts, which left the API's stream open after every closed tab.
   */
  connectionClosed?: AbortSignal;
  /**
   * The web server refused the request before any page ran (a method no page takes, a body over
   * every limit, a path that does not decode, a form sent from another site): the root answers
   * this status with the site's error page.
   */
  refusal?: number;
  /** The request comes from the page's script (Remix's data request, `?_data=`), not a page load. */
  fromScript?: boolean;
}

/** Filled in while handling the request and written to its log line. */
export interface RequestLog {
  routeId?: string;
  api: ApiCallTiming[];
}

/** Site data cached per tenant (docs/architecture.md#caching). */
export interface SiteData {
  settings: () => ReturnType<typeof getSettings>;
  interests: () => ReturnType<typeof getInterests>;
  regions: () => ReturnType<typeof getRegions>;
  gifts: () => ReturnType<typeof getGifts>;
  company: () => ReturnType<typeof getCompanyInfo>;
  /** The landing pages' members, those of `country` first (the same for every visitor from there). */
  showcase: (country: string) => ReturnType<typeof getShowcase>;
  /**
   * The cam and resell tiles to show among the members, in the page's language: none where the
   * site's settings say `member_resell: false`, and none (logged) when the API cannot answer them,
   * since the page is whole without its advertising (decision 022).
   */
  promoTiles: () => ReturnType<typeof getPromoTiles>;
}

/**
 * Everything a loader or action needs about its request, worked out once and at most once:
 * the tenant, the language, the API client with the member's token, the member. Loaders take what
 * they need; none detects the locale, reads the cookie or builds a client itself.
 */
export interface RequestContext extends Omit<RequestContextInit, "cookie" | "acceptLanguage" | "path" | "method"> {
  requestLog: RequestLog;
  /**
   * The request is a form post: the page drawn after its action keeps the form (with what was
   * typed) even when the page's own data cannot be loaded, rather than the error page.
   */
  formPost: boolean;
  fromScript: boolean;
  /**
   * Set by the web server on an upload that came while the same member's last upload was still
   * under way (server/overload.ts): the page answers "one at a time", keeping the form.
   */
  uploadInProgress?: boolean;
  /** The member's session token from the signed auth cookie. */
  token: () => Promise<string | null>;
  /** cookie → Accept-Language → the API's domain_language → the tenant's default. */
  locale: () => Promise<string>;
  /** A translate function in the page's language. */
  t: (ns?: string) => Promise<TFunction>;
  /** The operator's API as this member, in the page's language; 5xx answers become error pages. */
  api: ApiClient;
  site: SiteData;
  /** The signed-in member, or null. */
  user: () => Promise<User | null>;
  /** For member-only pages: the member, or a redirect to login that comes back here. */
  requireUser: () => Promise<User>;
  /** The navigation's badges (null when logged out or when they failed). */
  navCounts: () => Promise<NavCounts | null>;
  /** Drops the member and counts kept for this session: a GET changed them (a new like seen). */
  forgetMember: () => Promise<void>;
  /**
   * The Set-Cookie header that keeps the device id this request named to the API, when the
   * browser had none yet: a login, signup or password reset sets it, so the API knows the device.
   */
  deviceCookie: () => Promise<string | null>;
}

declare module "@remix-run/node" {
  // Remix hands this to every loader and action as `context`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}

/**
 * Every API call a page reads with answers within this (retries included), so a member waiting on
 * a down or slow API gets the site's error page within 3 s (rendering included).
 */
export const PAGE_DEADLINE_MS = 2000;
/**
 * A call that changes something and is never repeated (signup, a profile save) is awaited longer:
 * cut at the page's deadline, the member would read "failed" while the API may still complete it
 * (a signup under load has taken over 4 s). Its attempt goes on up to the client's own budget.
 */
export const WRITE_DEADLINE_MS = 5000;

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
}

export function createRequestContext(
  init: RequestContextInit,
  { deadlineMs = PAGE_DEADLINE_MS, writeDeadlineMs = WRITE_DEADLINE_MS } = {}
): AppLoadContext {
  const { tenant, host } = init;
  const siteKey = { id: tenant.id, version: init.siteVersion ?? "0" };
  const requestLog: RequestLog = { api: [] };
  // The page's reads answer within deadlineMs of the request, or of the end of its last write: the
  // page drawn after a form's post (its refusal, with what was typed) must not fail for the time a
  // slow write used up.
  let readsDue = Date.now() + deadlineMs;
  const clientOptions = {
    baseUrl: apiBaseUrl(tenant),
    // The host names the site to the API; a host no tenant claims (served by DEFAULT_TENANT) would
    // name no site the API knows, so the tenant's first domain does (docs/decisions/024).
    domain: tenant.domains.includes(host) ? host : tenant.domains[0],
    clientIp: init.clientIp,
    retry: tenant.api?.timeoutMs ? { attemptTimeoutMs: tenant.api.timeoutMs } : undefined,
    deadline: () => readsDue,
    writeDeadline: Date.now() + writeDeadlineMs,
    // One site's members share its turns at the API (docs/decisions/026-overload-and-metrics.md).
    slots: tenantCallSlots(tenant.id, webEnv().API_CALLS_PER_TENANT),
    onCall: (call: ApiCallTiming) => {
      requestLog.api.push(call);
      if (call.write) readsDue = Math.max(readsDue, Date.now() + deadlineMs);
    },
    logger: ({ level, msg, ...entry }: Record<string, unknown>) =>
      init.log[level === "error" ? "error" : "warn"](entry, String(msg)),
  };

  // Site data is the same for every member: asked for without token, cached per tenant (settings
  // per language too: the site's title, tagline and warning are texts). Each consumer gets its own
  // error Response (a Response body is read once), so failures are turned into error pages outside
  // the caches, which share one promise between requests.
  const asErrorPage = <T>(pending: Promise<T>): Promise<T> =>
    pending.catch(async (error: unknown) => {
      if (isApiError(error) && error.status >= 500) throw errorPage(error.status, error.code);
      // The API does not know this domain: the tenant file is live but the operator has not set
      // the site up there. Never another site's data: the site's "not set up" page.
      if (isApiError(error) && error.code === "unknown_site") {
        init.log.error({ domain: clientOptions.domain }, "the API knows no site of this domain");
        throw siteNotSetUp();
      }
      throw error;
    });

  const siteApi = createApiClient({ ...clientOptions, language: tenant.defaultLanguage });
  const siteApiIn = (language: string) =>
    language === tenant.defaultLanguage ? siteApi : createApiClient({ ...clientOptions, language });
  const routeQuery = new URLSearchParams(init.path.split("?")[1] ?? "");
  const settingsIn = (language: string) => getSettings(siteApiIn(language), { ...siteKey, language }, routeQuery);
  // The language is detected before the settings of its language are known: domain_language is
  // read from the settings in the site's default language (the same cache entry most pages use).
  const locale = once(() =>
    detectLocale(init, tenant, async () => (await settingsIn(tenant.defaultLanguage)).domain_language)
  );
  const settings = async () => asErrorPage(settingsIn(await locale()));
  const site: SiteData = {
    settings,
    interests: () => asErrorPage(getInterests(siteApi, siteKey)),
    regions: () => asErrorPage(getRegions(siteApi, siteKey)),
    gifts: () => asErrorPage(getGifts(siteApi, siteKey)),
    company: async () => companyOfSite(await asErrorPage(getCompanyInfo(siteApi, siteKey)), tenant.name),
    showcase: (country) => asErrorPage(getShowcase(siteApi, siteKey, country)),
    promoTiles: async () => {
      const [{ member_resell }, language] = await Promise.all([settings(), locale()]);
      if (!member_resell) return [];
      return getPromoTiles(siteApiIn(language), { ...siteKey, language }).catch((error: unknown) => {
        init.log.warn(
          { err: isApiError(error) ? `${error.status} ${error.code}` : String(error) },
          "promo tiles not loaded"
        );
        return [];
      });
    },
  };

  const token = once(() => getAuthToken(init.cookie));
  const device = once(async () => {
    const known = await getDeviceId(init.cookie);
    return { id: known ?? newDeviceId(), isNew: known === null };
  });

  const memberApi = once(async () => {
    const [sessionToken, language, { id: deviceId }] = await Promise.all([token(), locale(), device()]);
    // Made up front: onAuthRequired must throw synchronously.
    const clearCookie = sessionToken ? await clearAuthToken(init) : undefined;
    const client = createApiClient({
      ...clientOptions,
      token: sessionToken ?? undefined,
      language,
      deviceId,
      onAuthRequired: () => {
        throw redirect(`/login?redirectTo=${encodeURIComponent(init.path)}`, {
          headers: clearCookie ? { "Set-Cookie": clearCookie } : undefined,
        });
      },
    });
    return { client, token: sessionToken };
  });

  const api: ApiClient = {
    call: (async (name: EndpointName, input?: never) => {
      const { client, token: sessionToken } = await memberApi();
      try {
        return await asErrorPage(client.call(name, input as never));
      } finally {
        // A call that changes something (or ends the session) makes the member kept for it stale.
        const changes = endpoints[name].method !== "GET" && (endpoints[name] as Endpoint).changesMember !== false;
        if (sessionToken && (changes || name === "logout")) forgetMember(tenant.id, sessionToken);
      }
    }) as ApiClient["call"],
  };

  const member = once(async () => {
    const { client, token: sessionToken } = await memberApi();
    return sessionToken ? cachedUser(tenant.id, sessionToken, client) : null;
  });
  const user = () => asErrorPage(member());

  return {
    tenant,
    host,
    clientIp: init.clientIp,
    secure: init.secure,
    nonce: init.nonce,
    log: init.log,
    connectionClosed: init.connectionClosed,
    refusal: init.refusal,
    requestLog,
    formPost: init.method === "POST",
    fromScript: init.fromScript ?? false,
    token,
    locale,
    t: async (ns = "common") => getFixedT(await locale(), ns),
    api,
    site,
    user,
    forgetMember: async () => {
      const sessionToken = await token();
      if (sessionToken) forgetMember(tenant.id, sessionToken);
    },
    requireUser: async () => {
      const member = await user();
      if (member) return member;
      throw redirect(`/login?redirectTo=${encodeURIComponent(init.path)}`);
    },
    deviceCookie: async () => {
      const { id, isNew } = await device();
      return isNew ? commitDeviceId(id, init) : null;
    },
    navCounts: async () => {
      const { client, token: sessionToken } = await memberApi();
      return sessionToken ? cachedNavCounts(tenant.id, sessionToken, client) : null;
    },
  };
}
