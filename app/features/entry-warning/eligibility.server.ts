import { createCookie } from "@remix-run/node";
import { readCookie } from "~/utils/cookie-value.server";

/** Set when a visitor confirms being an adult; also set when the site runs as an installed app. */
export const entryConfirmedCookie = createCookie("entry_ok", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});
export const appModeCookie = createCookie("app_mode", { path: "/", sameSite: "lax", httpOnly: true });

/** The query the web app manifest's start_url carries, so the server knows it runs as an app. */
export const PWA_START_PARAM = "pwa";

export async function isInstalledApp(request: Request): Promise<boolean> {
  if (new URL(request.url).searchParams.has(PWA_START_PARAM)) return true;
  return (await readCookie(appModeCookie, request.headers.get("Cookie"))) === "pwa";
}

/**
 * docs/product.md#entry-warning: the adult-content entry warning shows on a first visit of a logged-out visitor,
 * unless confirmed before, disabled by the site (enable_site_entry_popup "no") or running as an
 * installed app. Which countries see it depends on the layout (components/layouts.tsx).
 */
export async function entryWarningEligible(
  request: Request,
  { loggedIn, enabled }: { loggedIn: boolean; enabled: boolean }
): Promise<boolean> {
  if (loggedIn || !enabled) return false;
  if (new URL(request.url).searchParams.has(PWA_START_PARAM)) return false;
  return entryUnconfirmed(request.headers.get("Cookie"));
}

/**
 * Whether this browser's cookies leave the entry warning to show: not confirmed, and not the
 * installed app. The page cache keeps a visitor's page apart by this (server/visitor-pages.ts).
 */
export async function entryUnconfirmed(cookieHeader: string | null): Promise<boolean> {
  if ((await readCookie(appModeCookie, cookieHeader)) === "pwa") return false;
  return (await readCookie(entryConfirmedCookie, cookieHeader)) !== "1";
}
