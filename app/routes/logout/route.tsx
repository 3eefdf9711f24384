import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { clearAuthToken } from "~/utils/auth.server";
import { readForm } from "~/utils/read-form.server";

/** Logout is a POST (a form in the header), so no other site can log a member out with a link. */
export async function action({ request, context }: ActionFunctionArgs) {
  await readForm(request);
  if (await context.token()) {
    try {
      await context.api.call("logout");
    } catch {
      // The cookie is cleared whatever the API answers (down, slow, session already ended): the
      // member asked to leave.
    }
  }
  return redirect("/", { headers: { "Set-Cookie": await clearAuthToken(context) } });
}

export function loader() {
  return redirect("/");
}

/** Only posted to: a page route, so that a refused post shows the site's error page, not a bare status. */
export default function PostOnly() {
  return null;
}
