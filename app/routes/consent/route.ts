import { redirect, redirectDocument, replace, type ActionFunctionArgs } from "@remix-run/node";
import { isConsentChoice } from "~/features/consent/choice";
import { consentCookie, readConsentChoice } from "~/features/consent/consent-cookie.server";
import { readForm, refuse } from "~/utils/read-form.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { stayOnPage } from "~/utils/stay-on-page.server";

/**
 * The cookie banner's and the cookie page's Accept and Reject (docs/decisions/021): the choice is
 * stored for a year, then back to the page it was made on (a path of this site only). With
 * JavaScript the page stays and is read again (`stayOnPage`), and accepted scripts load at once; a
 * withdrawal loads the page anew, since a script that ran cannot be unloaded.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const choice = form.get("choice");
  if (!isConsentChoice(choice)) throw refuse(400, "Bad Request");
  const to = safeRedirect(form.get("redirectTo"), "/");
  const headers = { "Set-Cookie": consentCookie(choice, context) };
  const withdrawn = readConsentChoice(request.headers.get("Cookie")) === "all" && choice === "essential";
  return withdrawn ? redirectDocument(to, { headers }) : stayOnPage(context, replace(to, { headers }));
}

export const loader = () => redirect("/");

/** Only posted to: a page route, so that a refused post shows the site's error page, not a bare status. */
export default function PostOnly() {
  return null;
}
