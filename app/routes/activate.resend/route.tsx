import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { safeRedirect } from "~/utils/safe-redirect";

/** A new confirmation e-mail for the signed-in member (SPEC §4), then back to the page asking. */
export async function action({ request, context }: ActionFunctionArgs) {
  await context.requireUser();
  const redirectTo = safeRedirect((await request.formData()).get("redirectTo"), "/complete-signup?sent=1");
  const { sent } = await context.api.call("resendActivation");
  // Nothing sent (one mail a minute): the page says to wait instead of "on its way".
  return redirect(sent ? redirectTo : redirectTo.replace(/([?&]sent=)1\b/, "$1wait"));
}

export const loader = () => redirect("/complete-signup");
