import { commitAuthToken } from "../../app/utils/auth.server";
import type { Tenant } from "../../app/tenant/schema";
import { requestContextFor, testTenant } from "./request-context";

/**
 * The arguments Remix gives a loader (GET) or, with `form`, an action (url-encoded POST), for a
 * member with a session unless `loggedIn` is false.
 */
export async function routeArgs(
  path: string,
  {
    loggedIn = true,
    form,
    tenant = testTenant(),
  }: { loggedIn?: boolean; form?: Record<string, string> | [string, string][]; tenant?: Tenant } = {}
) {
  const headers: Record<string, string> = {};
  if (loggedIn) headers.Cookie = (await commitAuthToken("tok", { secure: false })).split(";")[0];
  if (form) headers["Content-Type"] = "application/x-www-form-urlencoded";
  const request = new Request(`http://t.localhost${path}`, {
    method: form ? "POST" : "GET",
    headers,
    body: form ? new URLSearchParams(form) : undefined,
  });
  return { request, context: requestContextFor(request, tenant), params: {} };
}

/** Runs a loader or action that may throw a Response (a redirect, a 404) and gives the Response either way. */
export async function settle(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}
