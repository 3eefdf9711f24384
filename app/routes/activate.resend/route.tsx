import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { safeRedirect } from "~/utils/safe-redirect";
import { readForm } from "~/utils/read-form.server";

/** A new confirmation e-mail for the signed-in member (docs/product.md#accounts-and-login), then back to the page asking. */
export async function action({ request, context }: ActionFunctionArgs) {
  await context.requireUser();
  const redirectTo = safeRedirect((await readForm(request)).get("redirectTo"), "/complete-signup?sent=1");
  const { sent } = await context.api.call("resendActivation");
  // Nothing sent (one mail a minute): the page says to wait instead of "on its way".
  return redirect(sent ? redirectTo : redirectTo.replace(/([?&]sent=)1\b/, "$1wait"));
}

export const loader = () => redirect("/complete-signup");

/** Only posted to: a page route, so that a refused post shows the site's error page, not a bare status. */
export default function PostOnly() {
  return null;
}
