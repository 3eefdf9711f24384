import type { RequestContext } from "~/context.server";
import { apiOutageStatus, isApiError } from "~/api/errors";

/**
 * The deletion offer taken (docs/product.md#account-deletion): the member's personal code (the
 * company's delete_discount, once, made by the API on first ask) goes with them to the credits
 * page, where checkout applies it. When the API has no offer for the member any more, the page says
 * so in place of leading to full prices.
 */
export async function farewellOffer(
  context: RequestContext
): Promise<{ redirect: string } | { error: "offer_unavailable" | "generic"; status: number }> {
  try {
    const { discountcode } = await context.api.call("getDiscountCode", { query: { offer: "delete" } });
    return { redirect: `/credits?${new URLSearchParams({ discountcode: discountcode.code })}` };
  } catch (error) {
    const outage = apiOutageStatus(error);
    if (outage) return { error: "generic", status: outage };
    if (!isApiError(error)) throw error;
    return { error: "offer_unavailable", status: error.status };
  }
}
