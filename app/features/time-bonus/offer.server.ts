import type { RequestContext } from "~/context.server";
import { cachedOffer } from "~/api/member-cache.server";
import type { DiscountCode, TimeBonus } from "~/api/schemas/payments";
import type { User } from "~/api/schemas/user";
import { dismissed } from "~/features/member-banners/dismissal.server";

/** What the root hands the time-bonus banner and popup (docs/product.md#time-bonus-and-welcome-discount). */
export interface MemberOffer {
  /** TIMEBONUS25 while it lasts: the seconds left when the page was made, by the API's clock. */
  timeBonus: { secondsLeft: number; percentage: string } | null;
  /** The welcome code, when there is no time bonus. */
  welcome: { code: string; percentage: string } | null;
  /** The member closed the time-bonus popup (a cookie, kept 4 hours). */
  popupDismissed: boolean;
}

interface KeptOffer {
  /** When the API was asked (ms since the epoch, the web server's clock). */
  askedAt: number;
  timeBonus: TimeBonus | null;
  welcome: DiscountCode | null;
}

/**
 * The time bonus and, without one, the welcome code. Session data kept like the member (10 s,
 * forgotten with it by a purchase or a logout), so the first page after a login loads it and a
 * member clicking through pages costs the API one call per period. The welcome code's failure is
 * ignored (docs/product.md#errors); the time bonus's failure is not kept, so the next page asks
 * again.
 */
async function loadOffer(context: RequestContext): Promise<KeptOffer> {
  const askedAt = Date.now();
  const { time_bonus } = await context.api.call("getTimeBonus");
  if (time_bonus) return { askedAt, timeBonus: time_bonus, welcome: null };
  const welcome = await context.api.call("getDiscountCode", { query: { welcome: "true" } }).then(
    ({ discountcode }) => (discountcode.expired ? null : discountcode),
    () => null
  );
  return { askedAt, timeBonus: null, welcome };
}

/**
 * The member's discount offer for the banner and popup: none for visitors and paid members (no
 * time bonus or welcome code is for them: both are for the first purchase). The seconds left are
 * counted down from when the API said them, so a kept answer is still right to the second; at zero
 * the bonus is gone. A failure shows the page without an offer.
 */
export async function memberOffer(
  request: Request,
  context: RequestContext,
  user: User | null
): Promise<MemberOffer | null> {
  if (!user || user.paid_user) return null;
  const token = await context.token();
  if (!token) return null;
  let kept: KeptOffer;
  try {
    kept = await cachedOffer(context.tenant.id, token, () => loadOffer(context));
  } catch (error) {
    context.log.warn({ err: error instanceof Response ? `status ${error.status}` : error }, "time bonus not loaded");
    return null;
  }
  const elapsed = Math.floor((Date.now() - kept.askedAt) / 1000);
  const secondsLeft = kept.timeBonus ? kept.timeBonus.seconds_left - elapsed : 0;
  return {
    timeBonus: secondsLeft > 0 ? { secondsLeft, percentage: kept.timeBonus!.value_percentage } : null,
    welcome: kept.welcome && { code: kept.welcome.code, percentage: kept.welcome.value_percentage },
    popupDismissed: await dismissed(request, "time_bonus_modal"),
  };
}
