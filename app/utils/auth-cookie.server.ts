import { createCookie } from "@remix-run/node";

const THIRTY_DAYS = 60 * 60 * 24 * 30;

/**
 * The only state the web tier keeps: the member's API token, signed. No Domain attribute, so the
 * cookie is host-only and one tenant's cookie never reaches another tenant's host. Made from its
 * secrets alone (no environment read here), so the e2e suite signs a session exactly as a login
 * does (tests/e2e/members.ts).
 */
export const authCookieWith = (signingSecrets: string[]) =>
  createCookie("auth_session", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: THIRTY_DAYS,
    secrets: signingSecrets,
  });
