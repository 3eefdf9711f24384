import { brandColors } from "~/pwa/brand.server";
import { tenantThemeCss } from "~/styles/tenant-theme";
import { siteFonts } from "~/styles/web-fonts.server";
import type { Tenant } from "./schema";
import type { Brand } from "./brand";

const brands = new WeakMap<Tenant, Brand>();

/**
 * What the site looks like without asking the API: its name, niche, theme and languages. Made once
 * per tenant (the root's loader and the page's render both ask for it on every request); a changed
 * tenant file is a new tenant object, so its brand is made anew.
 */
export function siteBrand(tenant: Tenant): Brand {
  let brand = brands.get(tenant);
  if (!brand) {
    const fonts = siteFonts(tenant.niche, { ownFontFamily: Boolean(tenant.theme?.fontFamily) });
    brand = {
      name: tenant.name,
      niche: tenant.niche,
      themeCss: fonts.css + tenantThemeCss(tenant.theme),
      fontPreloads: fonts.preloads,
      themeColor: brandColors(tenant).primary,
      languages: [...tenant.languages],
    };
    brands.set(tenant, brand);
  }
  return brand;
}
