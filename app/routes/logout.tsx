import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { isApiError } from "~/api/errors";
import { getApi } from "~/utils/api.server";
import { clearAuthToken } from "~/utils/auth.server";

/** Logout is a POST (a form in the header), so no other site can log a member out with a link. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { client, token } = await getApi(request, context);
  if (token) {
    try {
      await client.call("logout");
    } catch (error) {
      // The cookie is cleared whatever the API says: the member asked to leave.
      if (!isApiError(error)) throw error;
    }
  }
  return redirect("/", { headers: { "Set-Cookie": await clearAuthToken(context) } });
}

export function loader() {
  return redirect("/");
}
