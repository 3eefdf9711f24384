import { createCookie } from "@remix-run/node";
import { readCookie } from "~/utils/cookie-value.server";
import type { User } from "~/api/schemas/user";
import type { BannerKind } from "~/features/member-banners/kinds";

/** A dismissal's cookie: host-wide, read by the server only, kept `maxAge` seconds. */
const dismissalCookie = (name: string, maxAge: number) =>
  createCookie(name, { path: "/", sameSite: "lax", httpOnly: true, maxAge });
const THIRTY_DAYS = 60 * 60 * 24 * 30;

/**
 * The add-photo warning's dismissal (docs/product.md#member-banners), kept in a cookie rather than in
 * local storage so the server leaves the banner out (no flash) and it works without JavaScript.
 * Remembered for 30 days, then the member without a photo is asked again (docs/decisions/009).
 */
export const addPhotoDismissedCookie = dismissalCookie("hide_enrich_alert", THIRTY_DAYS);

/**
 * The time-bonus popup's dismissal (docs/product.md#time-bonus-and-welcome-discount), in a cookie
 * like the add-photo warning's so the server knows it too. Kept as long as a time bonus can last
 * (4 hours): no later bonus can follow.
 */
export const timeBonusModalDismissedCookie = dismissalCookie("hide_time_bonus_modal", 4 * 60 * 60);

/**
 * The push invitation's and the disabled-notifications alert's dismissals, kept like the add-photo
 * warning's (30 days, docs/decisions/018-notifications-and-push.md): the server leaves a dismissed
 * banner out, so the next one in the order can show, with or without JavaScript.
 */
export const pushDismissedCookie = dismissalCookie("hide_push_notification_alert", THIRTY_DAYS);
export const notificationsDisabledDismissedCookie = dismissalCookie("hide_disabled_notifications_alert", THIRTY_DAYS);

/** The dismissals a form may post to /banners/dismiss, each with its cookie. */
export const DISMISSIBLE = {
  add_photo: addPhotoDismissedCookie,
  push: pushDismissedCookie,
  notifications_disabled: notificationsDisabledDismissedCookie,
  time_bonus_modal: timeBonusModalDismissedCookie,
};
export type Dismissible = keyof typeof DISMISSIBLE;

/** Only the value a dismissal writes (a date) counts; a mangled cookie leaves the banner shown. */
export async function dismissed(request: Request, what: Dismissible): Promise<boolean> {
  const value = await readCookie(DISMISSIBLE[what], request.headers.get("Cookie"));
  return typeof value === "string" && !Number.isNaN(Date.parse(value));
}

/**
 * Which banners apply to the member, in the order of docs/product.md#member-banners (the layout
 * drops those the route hides, and the push invitation where this browser cannot take pushes).
 * `pushKey`: the site can send pushes (settings' push_public_key).
 */
export async function bannerCandidates(
  request: Request,
  user: User | null,
  { pushKey = false }: { pushKey?: boolean } = {}
): Promise<BannerKind[]> {
  if (!user) return [];
  const candidates: BannerKind[] = [];
  if (user.status === "not_confirmed" && user.profile.status === "disabled" && user.notifications_disabled.length === 0)
    candidates.push("activate");
  if (!user.profile.main_image && !(await dismissed(request, "add_photo"))) candidates.push("add_photo");
  if (pushKey && !(await dismissed(request, "push"))) candidates.push("push");
  if (user.notifications_disabled.length > 0 && !(await dismissed(request, "notifications_disabled")))
    candidates.push("notifications_disabled");
  return candidates;
}

/** The query parameter the signup flow ends with (docs/product.md#member-banners: the reminder becomes a modal). */
export const SIGNUP_COMPLETE_PARAM = "api_signup_complete";

/**
 * A phone, by the browser's own word (docs/decisions/018-notifications-and-push.md): the
 * `Sec-CH-UA-Mobile` client hint where the browser sends it, else "Mobi" in the User-Agent, which
 * every phone browser writes and tablets and desktops do not.
 */
export function isPhone(request: Request): boolean {
  const hint = request.headers.get("Sec-CH-UA-Mobile");
  if (hint !== null) return hint.trim() === "?1";
  return /Mobi/.test(request.headers.get("User-Agent") ?? "");
}

/**
 * The banners for the root: the candidates, the address the activate reminder names, and whether
 * the reminder is a modal. Right after signup (`api_signup_complete`) the reminder is a modal, and
 * on a phone not shown at all.
 */
export async function memberBanners(request: Request, user: User | null, options: { pushKey: boolean }) {
  let kinds = await bannerCandidates(request, user, options);
  const signupComplete = new URL(request.url).searchParams.has(SIGNUP_COMPLETE_PARAM);
  const phone = signupComplete && isPhone(request);
  if (phone) kinds = kinds.filter((kind) => kind !== "activate");
  const activate = kinds.includes("activate");
  return {
    kinds,
    // The address only travels when the activate reminder names it.
    email: activate ? user?.email ?? "" : "",
    activateModal: activate && signupComplete,
  };
}
