import { createCookie } from "@remix-run/node";
import type { Tenant } from "~/tenant/schema";
import { hasCookie, readCookie } from "~/utils/cookie-value.server";

/** docs/product.md#languages-and-locales: the locale cookie lasts 365 days. */
export const localeCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: false,
  maxAge: 60 * 60 * 24 * 365,
});

/** Languages of an Accept-Language header, best first. */
export function parseAcceptLanguage(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((l) => l.tag && l.tag !== "*" && Number.isFinite(l.q) && l.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((l) => l.tag);
}

/** The tenant's language for a tag: exact ("en-US"), then its base language ("en-GB" → "en"). */
export function matchLanguage(tag: string | null | undefined, supported: readonly string[]): string | undefined {
  if (!tag) return undefined;
  const wanted = tag.replace("_", "-").toLowerCase();
  const exact = supported.find((l) => l.toLowerCase() === wanted);
  if (exact) return exact;
  const base = wanted.split("-")[0];
  return supported.find((l) => l.toLowerCase() === base);
}

async function localeFromCookie(cookieHeader: string | null, languages: readonly string[]) {
  const value = await readCookie(localeCookie, cookieHeader);
  return typeof value === "string" ? matchLanguage(value, languages) : undefined;
}

/**
 * A locale cookie that names no language of this site (mangled, or another site's): the
 * Set-Cookie that clears it, so it stops being sent; null when there is nothing to clear.
 */
export async function clearBadLocaleCookie(
  cookieHeader: string | null,
  languages: readonly string[]
): Promise<string | null> {
  if (!hasCookie(localeCookie, cookieHeader)) return null;
  if (await localeFromCookie(cookieHeader, languages)) return null;
  return localeCookie.serialize("", { maxAge: 0, expires: new Date(0) });
}

/**
 * The language a member who just logged in reads the site in: the one stored on the account, when
 * the site offers it (docs/decisions/002). A stored plain language ("en") leaves a page already in
 * one of its variants ("en-US") as it is; a stored variant is applied as stored. Undefined: the
 * page keeps its language.
 */
export function memberLocale(stored: string, current: string, languages: readonly string[]): string | undefined {
  const match = matchLanguage(stored, languages);
  if (!match || match === current) return undefined;
  const variantOfStored = !/[-_]/.test(stored) && current.split("-")[0] === match;
  return variantOfStored ? undefined : match;
}

/** What a request says about its language: the locale cookie and the browser's languages. */
export interface LocaleHints {
  cookie: string | null;
  acceptLanguage: string | null;
}

/**
 * Detection order (docs/architecture.md#languages, docs/decisions/002): the locale cookie → the browser's
 * Accept-Language → the API's domain_language → the tenant's default. Only languages the tenant
 * offers are ever chosen. domain_language is asked for only when the first two give no answer.
 */
export async function detectLocale(
  hints: LocaleHints,
  tenant: Pick<Tenant, "languages" | "defaultLanguage">,
  domainLanguage?: () => Promise<string | undefined>
): Promise<string> {
  // A cookie value that does not parse (or is not a string) is no choice at all.
  const fromCookie = await localeFromCookie(hints.cookie, tenant.languages);
  if (fromCookie) return fromCookie;
  for (const tag of parseAcceptLanguage(hints.acceptLanguage)) {
    const match = matchLanguage(tag, tenant.languages);
    if (match) return match;
  }
  const domain = domainLanguage ? await domainLanguage().catch(() => undefined) : undefined;
  return matchLanguage(domain?.slice(0, 2), tenant.languages) ?? tenant.defaultLanguage;
}
