import type { RequestContext } from "~/context.server";
import { offerChoice } from "./checkout-query";
import { loadOffer } from "./offer.server";

/**
 * The data of /credits, /premium and /pricing: the packages for the country and code of the
 * address, the member (null for a visitor on /pricing) and the page's title.
 */
export async function offerPage(request: Request, context: RequestContext, titleKey: string, { member = true } = {}) {
  const user = member ? await context.requireUser() : await context.user();
  const url = new URL(request.url);
  const [offer, t] = await Promise.all([loadOffer(context, offerChoice(url.searchParams)), context.t("credits")]);
  return {
    offer,
    member: user && { credits: user.credits, paid: user.paid_user },
    title: t(titleKey),
  };
}
