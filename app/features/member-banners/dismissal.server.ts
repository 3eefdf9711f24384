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

/** Only the value "Not now" writes (a date) counts; a mangled cookie leaves the banner shown. */
async function addPhotoDismissed(request: Request): Promise<boolean> {
  const value = await readCookie(addPhotoDismissedCookie, request.headers.get("Cookie"));
  return typeof value === "string" && !Number.isNaN(Date.parse(value));
}

/** Which banners apply to the member, in the order of docs/product.md#member-banners (the layout drops those the route hides). */
export async function bannerCandidates(request: Request, user: User | null): Promise<BannerKind[]> {
  if (!user) return [];
  const candidates: BannerKind[] = [];
  if (user.status === "not_confirmed" && user.profile.status === "disabled" && user.notifications_disabled.length === 0)
    candidates.push("activate");
  if (!user.profile.main_image && !(await addPhotoDismissed(request))) candidates.push("add_photo");
  return candidates;
}
