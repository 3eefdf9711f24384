import { createCookie } from "@remix-run/node";
import type { Tenant } from "~/tenant/schema";

/** SPEC §9: the locale cookie lasts 365 days. */
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

/** What a request says about its language: the locale cookie and the browser's languages. */
export interface LocaleHints {
  cookie: string | null;
  acceptLanguage: string | null;
}

/**
 * Detection order (DESIGN.md "Languages", docs/decisions/002): the locale cookie → the browser's
 * Accept-Language → the API's domain_language → the tenant's default. Only languages the tenant
 * offers are ever chosen. domain_language is asked for only when the first two give no answer.
 */
export async function detectLocale(
  hints: LocaleHints,
  tenant: Pick<Tenant, "languages" | "defaultLanguage">,
  domainLanguage?: () => Promise<string | undefined>
): Promise<string> {
  // A cookie value that does not parse (or is not a string) is no choice at all.
  const cookie: unknown = await localeCookie.parse(hints.cookie).catch(() => null);
  const fromCookie = typeof cookie === "string" ? matchLanguage(cookie, tenant.languages) : undefined;
  if (fromCookie) return fromCookie;
  for (const tag of parseAcceptLanguage(hints.acceptLanguage)) {
    const match = matchLanguage(tag, tenant.languages);
    if (match) return match;
  }
  const domain = domainLanguage ? await domainLanguage().catch(() => undefined) : undefined;
  return matchLanguage(domain?.slice(0, 2), tenant.languages) ?? tenant.defaultLanguage;
}
