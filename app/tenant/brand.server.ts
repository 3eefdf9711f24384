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
