import { redirect, type AppLoadContext } from "@remix-run/node";
import type { User } from "~/api/schemas/user";
import { getApi } from "./api.server";

/**
 * The signed-in member, fetched once per request: the root loader and the page's loader run in
 * parallel on the same Request, so they share one GET user.php.
 */
const usersByRequest = new WeakMap<Request, Promise<User | null>>();

export function getCurrentUser(request: Request, context: AppLoadContext): Promise<User | null> {
  let pending = usersByRequest.get(request);
  if (!pending) {
    pending = (async () => {
      const { client, token } = await getApi(request, context);
      if (!token) return null;
      const { user } = await client.call("getUser");
      return user;
    })();
    usersByRequest.set(request, pending);
  }
  return pending;
}

/** For member-only pages: the member, or a redirect to login that comes back here. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<User> {
  const user = await getCurrentUser(request, context);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}
