import { type WebEnv, webEnv } from "../../lib/env";

/** The part of a tenant that names its API (app/tenant/schema.ts `api`). */
export interface TenantApi {
  api?: { baseUrl?: string };
}

/** A tenant's API: its own base URL, else the reference API of this deployment. */
export function apiBaseUrl(tenant: TenantApi, env: Pick<WebEnv, "API_URL" | "API_PORT"> = webEnv()): string {
  return tenant.api?.baseUrl ?? env.API_URL ?? `http://127.0.0.1:${env.API_PORT}`;
}
