import type { Hono } from "hono";
import { DiscountCodeQuerySchema, PaymentErrorCode as E } from "../../app/api/schemas/payments";
import type { AppEnv } from "../app-env";
import { HttpError, readQuery, requireMember, respond } from "../http";
import { serveEndpoint } from "../serve-endpoint";
import {
  checkCode,
  deleteOfferCode,
  describeCode,
  refuse,
  timeBonus,
  timeBonusEnd,
  TIME_BONUS_SECONDS,
  welcomeCode,
} from "./discount-codes";
import { chosenCountry } from "./packages";
import { currencyFor, sitePackages } from "./prices";

/** discountcode.php (a code, the welcome code, the deletion offer's code) and timebonus.php. */
export function discountRoutes(app: Hono<AppEnv>) {
  serveEndpoint(app, "getDiscountCode", async (c) => {
    const member = requireMember(c);
    const query = readQuery(c, DiscountCodeQuerySchema);
    const site = c.get("site");
    const { db, clock } = c.get("options");
    const { country } = chosenCountry(site, member, query.country);
    const currency = currencyFor(country);
    const ctx = {
      member,
      country,
      currency,
      method: query.method,
      listAmount: query.package ? sitePackages(site)[query.package].prices[currency] : undefined,
      now: clock(),
    };
    const code = await db.transaction(async (tx) => {
      if (query.code) return checkCode(tx, site, query.code, ctx);
      if (query.welcome) return welcomeCode(tx, site, ctx);
      if (query.offer) return deleteOfferCode(tx, site, member, ctx.now);
      throw new HttpError(400, { error: "validation_failed", fields: { code: "invalid_type" } });
    });
    // No welcome code (a paid member, or the time bonus still running) or no deletion offer.
    if (!code) throw refuse(E.codeNotFound);
    return respond(c, "getDiscountCode", { discountcode: describeCode(code, member, ctx.now) });
  });

  serveEndpoint(app, "getTimeBonus", async (c) => {
    const member = requireMember(c);
    const site = c.get("site");
    const { db, clock } = c.get("options");
    const now = clock();
    const country = member.country.trim();
    const bonus = await db.transaction((tx) =>
      timeBonus(tx, site, { member, country, currency: currencyFor(country), now })
    );
    const ends = timeBonusEnd(member);
    const secondsLeft = Math.min(TIME_BONUS_SECONDS, Math.floor((ends.getTime() - now.getTime()) / 1000));
    return respond(c, "getTimeBonus", {
      time_bonus:
        bonus && secondsLeft >= 1
          ? { code: "TIMEBONUS25", value_percentage: "25.0", ends_at: ends.toISOString(), seconds_left: secondsLeft }
          : null,
    });
  });
}
