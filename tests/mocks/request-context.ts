import { logger } from "../../lib/logger";
import { createRequestContext } from "../../app/context.server";
import type { Tenant } from "../../app/tenant/schema";
import { API_BASE } from "./fixtures";

/** A tenant for route tests, with the test API as its API. */
export const testTenant = (overrides: Partial<Tenant> = {}): Tenant =>
  ({
    id: "t",
    name: "T",
    domains: ["t.localhost"],
    niche: 1,
    languages: ["en"],
    defaultLanguage: "en",
    entryWarningCountries: [],
    api: { baseUrl: API_BASE },
    ...overrides,
  } as Tenant);

/** The context server/index.ts would build for this request, for tests of loaders and actions. */
export function requestContextFor(
  request: Request,
  tenant: Tenant,
  {
    clientIp = "203.0.113.7",
    deadlineMs,
    writeDeadlineMs,
  }: { clientIp?: string; deadlineMs?: number; writeDeadlineMs?: number } = {}
) {
  const url = new URL(request.url);
  return createRequestContext(
    {
      tenant,
      host: url.hostname,
      path: url.pathname + url.search,
      method: request.method,
      cookie: request.headers.get("Cookie"),
      acceptLanguage: request.headers.get("Accept-Language"),
      clientIp,
      secure: false,
      nonce: "n",
      log: logger,
      fromScript: url.searchParams.has("_data"),
    },
    { deadlineMs, writeDeadlineMs }
  );
}
