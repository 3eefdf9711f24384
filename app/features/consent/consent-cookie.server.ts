import { isConsentChoice, type ConsentChoice } from "./choice";

/**
 * The visitor's cookie choice (decision 021): host-only (no Domain), a year, readable by the server
 * only. Its value is the plain word, "all" or "essential", so a cache or a proxy in front can key
 * on it without decoding anything.
 */
export const CONSENT_COOKIE = "consent";
const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * The stored choice, or null: no cookie, or a value that is neither word (a made-up or mangled one
 * counts as no answer, so the banner asks again). The first `consent` in the header decides, as
 * the browser sends the most specific one first.
 */
export function readConsentChoice(cookieHeader: string | null): ConsentChoice | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== CONSENT_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return isConsentChoice(value) ? value : null;
  }
  return null;
}

/** The Set-Cookie header that stores a choice; Secure when the site is served over https. */
export function consentCookie(choice: ConsentChoice, { secure }: { secure: boolean }): string {
  return [`${CONSENT_COOKIE}=${choice}`, `Max-Age=${ONE_YEAR}`, "Path=/", "HttpOnly", "SameSite=Lax"]
    .concat(secure ? ["Secure"] : [])
    .join("; ");
}
