import { brandColors } from "~/pwa/brand.server";
import { tenantThemeCss } from "~/styles/tenant-theme";
import { siteFonts } from "~/styles/web-fonts.server";
import type { Tenant } from "./schema";
import type { Brand } from "./brand";

/** What the site looks like without asking the API: its name, niche, theme and languages. */
export function siteBrand(tenant: Tenant): Brand {
  const fonts = siteFonts(tenant.niche, { ownFontFamily: Boolean(tenant.theme?.fontFamily) });
  return {
    name: tenant.name,
    niche: tenant.niche,
    themeCss: fonts.css + tenantThemeCss(tenant.theme),
    fontPreloads: fonts.preloads,
    themeColor: brandColors(tenant).primary,
    languages: [...tenant.languages],
  };
}
