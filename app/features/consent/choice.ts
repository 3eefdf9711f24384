import type { TrackingPurpose } from "~/tenant/schema";
import type { TrackingScript } from "~/tenant/tracking-scripts";

/**
 * The visitor's answer to the cookie banner (docs/product.md#cookie-consent-and-tracking-scripts):
 * "all" loads the site's tracking scripts, "essential" keeps to the cookies the site needs.
 */
/** The texts of the banner and the cookie page's choice: sent only with the pages of a site that asks. */
export const CONSENT_NAMESPACE = "consent";

export const CONSENT_CHOICES = ["all", "essential"] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

export function isConsentChoice(value: unknown): value is ConsentChoice {
  return value === "all" || value === "essential";
}

/**
 * The root loader's `consent`: per visitor (it comes from the consent cookie), so a cache of pages
 * must key on it. Without tracking scripts a site has nothing to ask: no purposes, no banner.
 */
export interface ConsentState {
  /** The banner asks: the site has tracking scripts and the visitor has not answered. */
  asked: boolean;
  /** The stored answer; null until the visitor gives one. */
  choice: ConsentChoice | null;
  /** What the site's tracking scripts are for, each once; empty when it has none. */
  purposes: TrackingPurpose[];
  /** The scripts this page loads: the site's, once the choice is "all"; else none. */
  scripts: TrackingScript[];
}
