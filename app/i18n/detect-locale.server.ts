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

/**
 * Detection order (DESIGN.md "Languages", docs/decisions/002): the locale cookie → the browser's
 * Accept-Language → the API's domain_language → the tenant's default. Only languages the tenant
 * offers are ever chosen.
 */
export async function detectLocale(
  request: Request,
  tenant: Pick<Tenant, "languages" | "defaultLanguage">,
  domainLanguage?: string
): Promise<string> {
  const fromCookie = matchLanguage(await localeCookie.parse(request.headers.get("Cookie")), tenant.languages);
  if (fromCookie) return fromCookie;
  for (const tag of parseAcceptLanguage(request.headers.get("Accept-Language"))) {
    const match = matchLanguage(tag, tenant.languages);
    if (match) return match;
  }
  return matchLanguage(domainLanguage?.slice(0, 2), tenant.languages) ?? tenant.defaultLanguage;
}
