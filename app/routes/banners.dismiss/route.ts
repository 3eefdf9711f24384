import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { DISMISSIBLE, type Dismissible } from "~/features/member-banners/dismissal.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { readForm, refuse } from "~/utils/read-form.server";

/**
 * "Not now" on the add-photo warning (the default) or the closed time-bonus popup (`banner`):
 * remembered in its cookie (dismissal.server.ts), then back to the page.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const banner = form.get("banner") ?? "add_photo";
  if (typeof banner !== "string" || !Object.hasOwn(DISMISSIBLE, banner)) throw refuse(400, "Bad Request");
  const cookie = DISMISSIBLE[banner as Dismissible];
  return redirect(safeRedirect(form.get("redirectTo"), "/members"), {
    headers: { "Set-Cookie": await cookie.serialize(new Date().toISOString()) },
  });
}

export const loader = () => redirect("/members");

/** Only posted to: a page route, so that a refused post shows the site's error page, not a bare status. */
export default function PostOnly() {
  return null;
}
