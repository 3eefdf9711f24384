import { createCookie } from "@remix-run/node";
import { readCookie } from "~/utils/cookie-value.server";
import type { User } from "~/api/schemas/user";
import type { BannerKind } from "~/features/member-banners/kinds";

/**
 * The add-photo warning's dismissal (docs/product.md#member-banners), kept in a cookie rather than in
 * local storage so the server leaves the banner out (no flash) and it works without JavaScript.
 * Remembered for 30 days, then the member without a photo is asked again (docs/decisions/009).
 */
export const addPhotoDismissedCookie = createCookie("hide_enrich_alert", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 30,
});

/**
 * The time-bonus popup's dismissal (docs/product.md#time-bonus-and-welcome-discount), in a cookie
 * like the add-photo warning's so the server knows it too. Kept as long as a time bonus can last
 * (4 hours): no later bonus can follow.
 */
export const timeBonusModalDismissedCookie = createCookie("hide_time_bonus_modal", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 4 * 60 * 60,
});

/** The dismissals a form may post to /banners/dismiss, each with its cookie. */
export const DISMISSIBLE = { add_photo: addPhotoDismissedCookie, time_bonus_modal: timeBonusModalDismissedCookie };
export type Dismissible = keyof typeof DISMISSIBLE;

/** Only the value a dismissal writes (a date) counts; a mangled cookie leaves the banner shown. */
export async function dismissed(request: Request, what: Dismissible): Promise<boolean> {
  const value = await readCookie(DISMISSIBLE[what], request.headers.get("Cookie"));
  return typeof value === "string" && !Number.isNaN(Date.parse(value));
}

/** Which banners apply to the member, in the order of docs/product.md#member-banners (the layout drops those the route hides). */
export async function bannerCandidates(request: Request, user: User | null): Promise<BannerKind[]> {
  if (!user) return [];
  const candidates: BannerKind[] = [];
  if (user.status === "not_confirmed" && user.profile.status === "disabled" && user.notifications_disabled.length === 0)
    candidates.push("activate");
  if (!user.profile.main_image && !(await dismissed(request, "add_photo"))) candidates.push("add_photo");
  return candidates;
}
