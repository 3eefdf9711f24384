import type { Tenant } from "~/tenant/schema";
import { siteTracking } from "~/tenant/tracking-scripts";
import type { ConsentState } from "./choice";
import { readConsentChoice } from "./consent-cookie.server";

/**
 * The root loader's `consent` for this visitor: their stored choice, what the site's tracking
 * scripts are for, and the scripts themselves only once they were accepted, so a page never
 * carries a snippet (not even in its data) the visitor did not agree to.
 */
export function consentState(cookieHeader: string | null, tenant: Tenant): ConsentState {
  const { scripts } = siteTracking(tenant);
  const choice = readConsentChoice(cookieHeader);
  return {
    asked: scripts.length > 0 && choice === null,
    choice,
    purposes: [...new Set(scripts.map((script) => script.purpose))],
    scripts: choice === "all" ? scripts : [],
  };
}
