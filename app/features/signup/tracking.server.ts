import { createCookie } from "@remix-run/node";
import { readCookie } from "~/utils/cookie-value.server";
import { trackingFromQuery, TRACKING_KEYS, type Tracking } from "~/domain/signup-tracking";

/**
 * The tracking record of the first landing (docs/product.md#traffic-tracking), kept until signup. Not signed: anyone can
 * put ?network= in a URL anyway, so a signature would protect nothing. Host-only like every cookie.
 */
export const trackingCookie = createCookie("tracking", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 60 * 60 * 24 * 30,
});

async function fromCookie(cookieHeader: string | null): Promise<Tracking | null> {
  const value = await readCookie(trackingCookie, cookieHeader);
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const out: Tracking = {};
  for (const key of TRACKING_KEYS) {
    const v = Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
    if (typeof v === "string" && v) out[key] = v.slice(0, 100);
  }
  return Object.keys(out).length > 0 ? out : null;
}

/**
 * What a page's address and cookies say of the visitor's traffic source: the record kept from the
 * first landing, else this address's; and the Set-Cookie that keeps a first landing (later ones
 * do not overwrite it: the first traffic source gets the signup).
 */
export async function trackingOf(
  query: URLSearchParams,
  cookieHeader: string | null
): Promise<{ tracking: Tracking | null; setCookie: string | null }> {
  const kept = await fromCookie(cookieHeader);
  if (kept) return { tracking: kept, setCookie: null };
  const landing = trackingFromQuery(query);
  return { tracking: landing, setCookie: landing && (await trackingCookie.serialize(landing)) };
}

/** Called by the root loader on every page: a first landing with tracking parameters sets the cookie. */
export async function captureTracking(request: Request, headers: Headers): Promise<void> {
  const { setCookie } = await trackingOf(new URL(request.url).searchParams, request.headers.get("Cookie"));
  if (setCookie) headers.append("Set-Cookie", setCookie);
}

/** The visitor's tracking record: the stored first landing, else this request's query. */
export async function getTracking(request: Request): Promise<Tracking | null> {
  return (await trackingOf(new URL(request.url).searchParams, request.headers.get("Cookie"))).tracking;
}
