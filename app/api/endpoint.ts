import type { z } from "zod";
import type { ErrorStatus } from "./errors";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How the web tier may keep an endpoint's answer (docs/architecture.md#caching): one named policy
 * per kind of data, declared on the endpoint (Endpoint.cache), read by the caches
 * (app/api/cache.server.ts, app/api/member-cache.server.ts). An endpoint without one is never kept.
 */
export interface CachePolicy {
  /** How long an answer is served without asking the API again. */
  maxAgeMs: number;
  /**
   * How long past maxAgeMs the last good answer stands in when asking again fails with an outage
   * (the API down, slow or broken): members keep a working page through an API blip. 0: never.
   */
  staleIfErrorMs: number;
  /** Who shares an answer: every visitor of the tenant, or one session (keyed by its token). */
  scope: "site" | "session";
}

export const CachePolicy = {
  /** settings.php: changes rarely; a minute keeps an operator's edit visible soon after. A day-old copy beats an error page. */
  siteSettings: { maxAgeMs: MINUTE, staleIfErrorMs: 24 * HOUR, scope: "site" },
  /** Catalogues (interests, regions, gifts, company): loaded once an hour (docs/product.md#data-from-the-api). */
  catalog: { maxAgeMs: HOUR, staleIfErrorMs: 24 * HOUR, scope: "site" },
  /**
   * promo-tiles.php: the operator changes offers more often than the catalogues, and a tile turned
   * off should leave the pages soon; an hour-old list beats none while the API is down.
   */
  promoTiles: { maxAgeMs: MINUTE, staleIfErrorMs: HOUR, scope: "site" },
  /**
   * The member and the navigation's counts, asked for by every logged-in page: kept a few seconds,
   * far inside their 60 s refresh, and forgotten after any call of the session that changes
   * something. While the API fails, the last known state keeps drawing the page around a form whose
   * post just failed (header, credits) instead of an error page losing what was typed.
   */
  session: { maxAgeMs: 10_000, staleIfErrorMs: 10 * MINUTE, scope: "session" },
  /** The landing pages' members: the same for every visitor; a minute keeps "online now" close to true. */
  showcase: { maxAgeMs: MINUTE, staleIfErrorMs: HOUR, scope: "site" },
} as const satisfies Record<string, CachePolicy>;

/**
 * The HTTP contract between the web tier and the operator's PHP API (and reference-api/).
 * One entry per call (app/api/endpoints.ts, feature groups in app/api/groups/): the web client,
 * the reference API and the OpenAPI document are all built from that table, so they cannot drift.
 *
 * Conventions every call follows (docs/api-contract.md):
 * - the site is named by the `forced-domain` query parameter (the Host the member used);
 * - the member is named by `Authorization: Bearer <token>`;
 * - `Accept-Language` carries the member's locale, `X-Forwarded-For` the member's IP, `X-Device-Id`
 *   the browser's device id (its device cookie);
 * - non-2xx answers carry ApiErrorBodySchema, with one of the codes the call declares (`errors`).
 */
export interface Endpoint {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: `/api/${string}.php`;
  summary: string;
  /** Extra query parameters (always strings on the wire). */
  query?: z.ZodTypeAny;
  body?: z.ZodTypeAny;
  response: z.ZodTypeAny;
  /** "required": answers 403 authentication_required without a valid token. */
  auth: "none" | "optional" | "required";
  /**
   * The error codes this call answers, each with its status, besides those every call may answer
   * (COMMON_ERRORS in ./errors.ts; `authentication_required` for `auth: "required"`). The reference
   * API sends no other code (it checks itself), and a page calling it has a message for each.
   */
  errors?: Readonly<Record<string, ErrorStatus>>;
  /**
   * A call other than GET changes the member (credits, counts…), so the web tier forgets what it
   * keeps of them; `false` says this one changes nothing of theirs (a typing signal every few
   * seconds must not cost the next page its cached member).
   */
  changesMember?: false;
  /** How the web tier may keep the answer (a CachePolicy); absent: asked for on every use. */
  cache?: CachePolicy;
  /**
   * A write sent with an Idempotency-Key: the same key again answers the first request's stored
   * result, or 409 `request_in_progress` while that request is still being answered (so every
   * page calling it explains that code). The web tier resolves a lost answer by asking again.
   */
  keyed?: true;
}
