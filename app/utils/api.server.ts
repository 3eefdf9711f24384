import { redirect, type AppLoadContext } from "@remix-run/node";
import { createApiClient, type ApiClient } from "~/api/client.server";
import { isApiError } from "~/api/errors";
import type { Tenant } from "~/tenant/schema";
import { detectLocale } from "~/i18n/detect-locale.server";
import { clearAuthToken, getAuthToken } from "./auth.server";

/** A tenant's API: its own base URL, else the reference API of this deployment. */
export function apiBaseUrl(tenant: Tenant, env: NodeJS.ProcessEnv = process.env): string {
  return tenant.api?.baseUrl ?? env.API_URL ?? `http://127.0.0.1:${env.API_PORT ?? 4000}`;
}

/** The site's domain as the API knows it: the host the member used, without port. */
export function siteDomain(request: Request): string {
  return new URL(request.url).hostname.toLowerCase();
}

/**
 * One API client per request, for this tenant and member. A 403 authentication_required answer
 * logs the member out: the cookie is cleared and they are sent to login, back here afterwards.
 */
export async function getApi(request: Request, context: AppLoadContext) {
  const token = await getAuthToken(request);
  const url = new URL(request.url);
  // Signed up front: onAuthRequired must throw synchronously.
  const clearCookie = token ? await clearAuthToken(context) : undefined;
  const client = createApiClient({
    baseUrl: apiBaseUrl(context.tenant),
    domain: siteDomain(request),
    token: token ?? undefined,
    language: await detectLocale(request, context.tenant),
    clientIp: context.clientIp,
    retry: context.tenant.api?.timeoutMs ? { attemptTimeoutMs: context.tenant.api.timeoutMs } : undefined,
    onAuthRequired: () => {
      const back = url.pathname + url.search;
      throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`, {
        headers: clearCookie ? { "Set-Cookie": clearCookie } : undefined,
      });
    },
  });
  return { client: withErrorPages(client), token };
}

/**
 * An API that is down, slow or answering garbage becomes the site's error page with its status
 * (502/503/504), never a raw 500 or a stack trace. 4xx errors stay with the caller to handle.
 */
function withErrorPages(client: ApiClient): ApiClient {
  return {
    call: (async (...args: Parameters<ApiClient["call"]>) => {
      try {
        return await client.call(...args);
      } catch (error) {
        if (isApiError(error) && error.status >= 500)
          throw new Response(null, { status: error.status, statusText: error.code });
        throw error;
      }
    }) as ApiClient["call"],
  };
}
