import { createCookie } from "@remix-run/node";
import { RemovePushSubscriptionRequestSchema } from "~/api/schemas/notifications";
import { readCookie } from "~/utils/cookie-value.server";

/**
 * The endpoint of this browser's push subscription, kept when the page attaches it to the member
 * (resources/push-subscription), so the logout can detach it (docs/product.md#accounts-and-login):
 * a plain form post that works wherever it is sent from. Host-only and httpOnly like the session;
 * its value only ever names a subscription to detach from the member who logs out.
 */
export const pushEndpointCookie = createCookie("push_endpoint", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  // As long as a session: the next login attaches (and so keeps) it again.
  maxAge: 60 * 60 * 24 * 30,
});

/** The endpoint the cookie holds, when it is one the contract takes. */
export async function pushEndpointOf(request: Request): Promise<string | null> {
  const value = await readCookie(pushEndpointCookie, request.headers.get("Cookie"));
  const parsed = RemovePushSubscriptionRequestSchema.safeParse({ endpoint: value });
  return parsed.success ? parsed.data.endpoint : null;
}

/** Set-Cookie that keeps the endpoint, or (null) forgets it. */
export const keepPushEndpoint = (endpoint: string | null) =>
  endpoint === null ? pushEndpointCookie.serialize("", { maxAge: 0 }) : pushEndpointCookie.serialize(endpoint);
