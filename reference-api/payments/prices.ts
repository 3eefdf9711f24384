import { PACKAGE_IDS, type Currency, type PackageId } from "../../app/api/schemas/payments";
import type { SiteRow } from "../app-env";

/*
 * Packages and prices (docs/decisions/017-payments.md): credits and a price per currency, set by
 * the operator in round local amounts, never converted. Every amount is an integer in minor units.
 */

export interface PackagePlan {
  credits: number;
  /** The price in minor units of each currency (995 = 9.95). */
  prices: Record<Currency, number>;
}
export type SitePackages = Record<PackageId, PackagePlan>;

/** The demo sites' packages (decision 017's table); a site's `packages` setting replaces them. */
export const DEFAULT_PACKAGES: SitePackages = {
  p0: {
    credits: 50,
    prices: { EUR: 995, PLN: 4499, SEK: 10900, NOK: 11900, DKK: 7900, CHF: 990, GBP: 899, USD: 1099 },
  },
  p1: {
    credits: 120,
    prices: { EUR: 1995, PLN: 8999, SEK: 21900, NOK: 22900, DKK: 14900, CHF: 1990, GBP: 1799, USD: 2199 },
  },
  p2: {
    credits: 300,
    prices: { EUR: 3995, PLN: 17999, SEK: 43900, NOK: 44900, DKK: 29900, CHF: 3990, GBP: 3499, USD: 4399 },
  },
  p3: {
    credits: 800,
    prices: { EUR: 8995, PLN: 39999, SEK: 98900, NOK: 99900, DKK: 66900, CHF: 8990, GBP: 7999, USD: 9799 },
  },
};

/** The package with the "popular" ribbon. */
export const POPULAR_PACKAGE: PackageId = "p2";

/** The site's packages: its `packages` setting, else the demo packages. */
export function sitePackages(site: SiteRow): SitePackages {
  const own = (site.settings as { packages?: SitePackages }).packages;
  return own && PACKAGE_IDS.every((id) => own[id]) ? own : DEFAULT_PACKAGES;
}

/** The euro area (and the microstates that use the euro). */
const EURO_COUNTRIES = new Set([
  "AT",
  "BE",
  "CY",
  "DE",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PT",
  "SI",
  "SK",
  "AD",
  "MC",
  "SM",
  "VA",
]);
const NATIONAL_CURRENCY: Partial<Record<string, Currency>> = {
  PL: "PLN",
  SE: "SEK",
  NO: "NOK",
  DK: "DKK",
  CH: "CHF",
  LI: "CHF",
  GB: "GBP",
};

/** The currency a member of `country` pays in: EUR in the euro area, the national one where listed, else USD. */
export function currencyFor(country: string): Currency {
  if (EURO_COUNTRIES.has(country)) return "EUR";
  return NATIONAL_CURRENCY[country] ?? "USD";
}

/** A percentage as the API writes it ("25.0", "12.5") ↔ hundredths of a percent (2500, 1250). */
export function percentText(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const fraction = hundredths % 100;
  if (fraction === 0) return `${whole}.0`;
  return `${whole}.${String(fraction).padStart(2, "0").replace(/0$/, "")}`;
}

/**
 * The amount after a discount of `hundredths` hundredths of a percent, rounded half up, in integer
 * arithmetic only (amounts stay far below 2^53 / 10,000).
 */
export function discounted(amount: number, hundredths: number): number {
  return Math.floor((amount * (10_000 - hundredths) + 5_000) / 10_000);
}
