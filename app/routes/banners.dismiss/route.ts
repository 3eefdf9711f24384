import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { addPhotoDismissedCookie } from "~/features/member-banners/dismissal.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { readForm } from "~/utils/read-form.server";

/** "Not now" on the add-photo warning: remembered (member-banners.server.ts), then back to the page. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  return redirect(safeRedirect(form.get("redirectTo"), "/members"), {
    headers: { "Set-Cookie": await addPhotoDismissedCookie.serialize(new Date().toISOString()) },
  });
}

export const loader = () => redirect("/members");

/** Only posted to: a page route, so that a refused post shows the site's error page, not a bare status. */
export default function PostOnly() {
  return null;
}
