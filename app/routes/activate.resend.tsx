import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { getApi } from "~/utils/api.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { requireUser } from "~/utils/session.server";

/** A new confirmation e-mail for the signed-in member (SPEC §4), then back to the page asking. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const redirectTo = safeRedirect((await request.formData()).get("redirectTo"), "/complete-signup?sent=1");
  const { client } = await getApi(request, context);
  await client.call("resendActivation");
  return redirect(redirectTo);
}

export const loader = () => redirect("/complete-signup");
