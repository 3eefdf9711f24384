import { assignInlineVars } from "@vanilla-extract/dynamic";
import type { Tenant } from "~/tenant/schema";
import { vars } from "./theme.css";

/**
 * A tenant's theme overrides as CSS custom properties, so an operator changes a colour by editing
 * the tenant file, with no rebuild. Values were validated by the tenant schema (plain colours and
 * lengths only), so they cannot break out of the declaration.
 */
export function tenantThemeCss(theme: Tenant["theme"] | undefined | null): string {
  if (!theme) return "";
  const assignments: Record<string, string> = {};
  for (const [name, value] of Object.entries(theme.colors ?? {})) {
    if (value) assignments[vars.color[name as keyof typeof vars.color]] = value;
  }
  if (theme.colors?.primary) {
    assignments[vars.color.primaryHover] = `color-mix(in srgb, ${theme.colors.primary} 82%, black)`;
  }
  if (theme.fontFamily) {
    assignments[vars.font.body] = theme.fontFamily;
    assignments[vars.font.heading] = theme.fontFamily;
  }
  if (theme.radius) assignments[vars.radius.md] = theme.radius;
  const declarations = Object.entries(assignInlineVars(assignments))
    .map(([property, value]) => `${property}:${value}`)
    .join(";");
  // Higher specificity than the niche themes' :root[data-niche="N"].
  return declarations ? `html:root[data-niche]{${declarations}}` : "";
}
