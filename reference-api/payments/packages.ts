import type { Hono } from "hono";
import type { Package, PackagesResponse } from "../../app/api/schemas/payments";
import { PACKAGE_IDS, PackagesQuerySchema, PaymentErrorCode as E } from "../../app/api/schemas/payments";
import type { AppEnv, SiteRow } from "../app-env";
import { HttpError, readQuery, respond } from "../http";
import type { MemberRow } from "../members";
import { serveEndpoint } from "../serve-endpoint";
import { automaticDiscount, checkCode, describeCode, meetsMinimum, refuse } from "./discount-codes";
import { methodsFor, paymentCountries } from "./methods";
import { storedCard } from "./stored-cards";
import { currencyFor, discounted, POPULAR_PACKAGE, sitePackages } from "./prices";

/** The country a member (or a visitor) pays from unless they choose another: their own, else the site's first. */
export function homeCountry(site: SiteRow, member: MemberRow | undefined): string {
  const siteCountries = (site.settings as { countries?: string[] }).countries ?? [];
  return member?.country.trim() ?? siteCountries[0] ?? "NL";
}

/**
 * The country the member asked to pay from, one of paymentCountries (400 validation_failed
 * otherwise: prices and methods exist only for those), or their home country.
 */
export function chosenCountry(site: SiteRow, member: MemberRow | undefined, asked: string | undefined) {
  const home = homeCountry(site, member);
  const countries = paymentCountries(home, (site.settings as { countries?: string[] }).countries);
  if (asked !== undefined && !countries.includes(asked)) {
    throw new HttpError(400, { error: "validation_failed", fields: { country: "invalid_enum_value" } });
  }
  return { country: asked ?? home, countries };
}

/** The site's packages priced in `currency`, each with its price after `percentHundredths` off where `applies`. */
export function pricedPackages(
  site: SiteRow,
  currency: PackagesResponse["currency"],
  discount?: { hundredths: number; applies: (amount: number) => boolean }
): Package[] {
  const plans = sitePackages(site);
  return PACKAGE_IDS.map((id) => {
    const amount = plans[id].prices[currency];
    return {
      id,
      credits: plans[id].credits,
      amount,
      discounted_amount: discount?.applies(amount) ? discounted(amount, discount.hundredths) : null,
      popular: id === POPULAR_PACKAGE,
    };
  });
}

/** packages.php: the packages, countries, methods and stored card of the member's (or visitor's) country. */
export function packageRoutes(app: Hono<AppEnv>) {
  serveEndpoint(app, "getPackages", async (c) => {
    const site = c.get("site");
    const member = c.get("member");
    const query = readQuery(c, PackagesQuerySchema);
    const { db, clock } = c.get("options");
    const { country, countries } = chosenCountry(site, member, query.country);
    const currency = currencyFor(country);
    const ctx = { member, country, currency, now: clock() };
    const { code, card } = await db.transaction(async (tx) => ({
      code: query.discountcode
        ? await checkCode(tx, site, query.discountcode, ctx)
        : await automaticDiscount(tx, site, ctx),
      card: member ? await storedCard(tx, member.id) : null,
    }));
    const packages = pricedPackages(
      site,
      currency,
      code && { hundredths: code.percent_hundredths, applies: (amount) => meetsMinimum(code, currency, amount) }
    );
    // A code asked for that no package reaches the minimum of.
    if (query.discountcode && packages.every((p) => p.discounted_amount === null)) throw refuse(E.codeMinimumOrder);
    return respond(c, "getPackages", {
      country,
      currency,
      countries,
      packages,
      methods: methodsFor(country),
      stored_card: card,
      discount: code ? describeCode(code, member, ctx.now) : null,
    });
  });
}
