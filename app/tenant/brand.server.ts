import { json } from "@remix-run/node";
import { brandColors } from "~/pwa/brand.server";
import { tenantThemeCss } from "~/styles/tenant-theme";
import type { Tenant } from "./schema";
import type { Brand } from "./brand";

/** What the site looks like without asking the API: its name, niche, theme and languages. */
export function siteBrand(tenant: Tenant): Brand {
  return {
    name: tenant.name,
    niche: tenant.niche,
    themeCss: tenantThemeCss(tenant.theme),
    themeColor: brandColors(tenant).primary,
    languages: [...tenant.languages],
  };
}

/**
 * An error response that carries the site's brand: when the root loader itself failed (the API
 * down), the error page still shows the site's header, theme and title.
 */
export function brandedErrorResponse(tenant: Tenant, status: number, statusText: string, title: string) {
  return json({ brand: siteBrand(tenant), title }, { status, statusText, headers: { "Cache-Control": "no-store" } });
}
