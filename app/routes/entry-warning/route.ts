import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { entryConfirmedCookie } from "~/features/entry-warning/eligibility.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { readForm } from "~/utils/read-form.server";
import { stayOnPage } from "~/utils/stay-on-page.server";

/** The entry warning's "I am 18 or older" button: remembered for a year, then back to the page (`stayOnPage`). */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const back = redirect(safeRedirect(form.get("redirectTo"), "/"), {
    headers: { "Set-Cookie": await entryConfirmedCookie.serialize("1") },
  });
  return stayOnPage(context, back);
}

export const loader = () => redirect("/");

/** Only posted to: a page route, so that a refused post shows the site's error page, not a bare status. */
export default function PostOnly() {
  return null;
}
