import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { keepPushEndpoint, pushEndpointOf } from "~/features/push/endpoint-cookie.server";
import { clearAuthToken } from "~/utils/auth.server";
import { readForm } from "~/utils/read-form.server";

/** Logout is a POST (a form in the header), so no other site can log a member out with a link. */
export async function action({ request, context }: ActionFunctionArgs) {
  await readForm(request);
  const pushEndpoint = await pushEndpointOf(request);
  if (await context.token()) {
    try {
      // This browser's pushes to the member stop with the session (docs/product.md#accounts-and-login).
      if (pushEndpoint)
        await context.api.call("removePushSubscription", { body: { endpoint: pushEndpoint } }).catch(() => {});
      await context.api.call("logout");
    } catch {
      // The cookie is cleared whatever the API answers (down, slow, session already ended): the
      // member asked to leave.
    }
  }
  const headers = new Headers({ "Set-Cookie": await clearAuthToken(context) });
  if (pushEndpoint) headers.append("Set-Cookie", await keepPushEndpoint(null));
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}

/** Only posted to: a page route, so that a refused post shows the site's error page, not a bare status. */
export default function PostOnly() {
  return null;
}
