import type { RequestContext } from "~/context.server";
import { isApiError } from "~/api/errors";
import { refusalOf } from "~/api/refusals.server";
import { DiscountCodeTextSchema, type PackagesResponse } from "~/api/schemas/payments";
import type { OfferChoice } from "./checkout-query";
import { CODE_ERRORS, PACKAGES_REFUSALS } from "./refusals.server";

/** What the credits pages show: the API's packages and methods for the country, and the code's fate. */
export interface Offer {
  country: string;
  currency: PackagesResponse["currency"];
  countries: string[];
  packages: PackagesResponse["packages"];
  methods: PackagesResponse["methods"];
  storedCard: PackagesResponse["stored_card"];
  /** The discount the prices include (a code, the time bonus or the welcome code). */
  discount: { code: string; percent: string } | null;
  /** The code the member typed (or the deletion offer's), shown back in the field. */
  code: string;
  /** The code applies and travels on to checkout. */
  codeApplied: boolean;
  /** Why the typed code does not apply (credits:errors.*), the prices then being without it. */
  codeError: string | null;
}

/**
 * The packages priced for the member's country (or the one chosen), with the discount code asked
 * for. A code that does not apply is explained and the prices are shown without it, so a wrong
 * code never costs the member the page.
 */
export async function loadOffer(context: RequestContext, choice: OfferChoice): Promise<Offer> {
  let code = choice.code;
  if (!code && choice.offer === "delete" && (await context.user())) code = (await deletionOfferCode(context)) ?? "";
  const country: Record<string, string> = choice.country ? { country: choice.country } : {};
  let codeError: string | null = null;
  let answer: PackagesResponse | null = null;
  if (code && !DiscountCodeTextSchema.safeParse(code).success) codeError = "code_not_found";
  else if (code) {
    try {
      answer = await context.api.call("getPackages", { query: { ...country, discountcode: code } });
    } catch (error) {
      if (!isApiError(error) || !CODE_ERRORS.has(error.code)) throw error;
      codeError = refusalOf(PACKAGES_REFUSALS, error)?.message ?? "failed";
    }
  }
  answer ??= await packagesFor(context, country);
  const { countries: served } = await context.site.settings();
  return {
    country: answer.country,
    currency: answer.currency,
    countries: countryChoices(answer.countries, served, answer.country),
    packages: answer.packages,
    methods: answer.methods,
    storedCard: answer.stored_card,
    discount: answer.discount && { code: answer.discount.code, percent: answer.discount.value_percentage },
    code,
    codeApplied: Boolean(code) && codeError === null,
    codeError,
  };
}

/**
 * The countries the country form offers: the member's own first (the API names it first), then
 * those the site serves (its settings' `countries`), and the one chosen. The API may accept more
 * (anyone living abroad can pay the local way), but a site's form lists only its own markets.
 */
export function countryChoices(payable: readonly string[], served: readonly string[], chosen: string): string[] {
  const own = payable[0] ?? chosen;
  return [...new Set([own, ...payable.filter((country) => served.includes(country)), chosen])];
}

/** The packages without a code; a country the API refuses falls back to the member's own. */
async function packagesFor(context: RequestContext, country: Record<string, string>) {
  try {
    return await context.api.call("getPackages", { query: country });
  } catch (error) {
    if (!country.country || !refusalOf(PACKAGES_REFUSALS, error)) throw error;
    return context.api.call("getPackages");
  }
}

/** The member's personal code of the account-deletion offer; none (or a failure) offers nothing. */
async function deletionOfferCode(context: RequestContext): Promise<string | null> {
  try {
    return (await context.api.call("getDiscountCode", { query: { offer: "delete" } })).discountcode.code;
  } catch (error) {
    if (refusalOf(PACKAGES_REFUSALS, error)) return null;
    throw error;
  }
}
