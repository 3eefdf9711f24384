import type { Tenant } from "~/tenant/schema";
import { NICHE_THEMES } from "../../themes/index";

/** A tenant's brand colours: its niche theme with the tenant file's overrides on top. */
export function brandColors(tenant: Tenant) {
  const theme = NICHE_THEMES[tenant.niche].color;
  return {
    primary: tenant.theme?.colors?.primary ?? theme.primary,
    onPrimary: theme.onPrimary,
    background: tenant.theme?.colors?.background ?? theme.background,
  };
}
