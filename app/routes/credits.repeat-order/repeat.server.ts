import { json, redirect } from "@remix-run/node";
import { z } from "zod";
import type { RequestContext } from "~/context.server";
import { apiOutageStatus } from "~/api/errors";
import { refusalOf } from "~/api/refusals.server";
import { methodOf, PackageIdSchema, PaymentErrorCode } from "~/api/schemas/payments";
import { offerChoice } from "~/features/payments/checkout-query";
import { loadOffer } from "~/features/payments/offer.server";
import { PURCHASE_REFUSALS } from "~/features/payments/refusals.server";
import { contentKey, FORM_KEY_PATTERN } from "~/utils/idempotency-key.server";
import { intentOf, readForm } from "~/utils/read-form.server";

const RepeatFormSchema = z.object({ package: PackageIdSchema, key: z.string().regex(FORM_KEY_PATTERN) });

export interface RepeatResult {
  /** credits:errors.* ("card_declined": the stored card was refused). */
  error: string;
  package: string | null;
  /** A new key for the next try: a declined payment is done, trying again is another one. */
  key: string;
  minutes: number | null;
}

/** /credits/repeat-order: the packages at the member's price and the stored card they are bought with. */
export async function repeatPage(request: Request, context: RequestContext) {
  await context.requireUser();
  const url = new URL(request.url);
  const [offer, t] = await Promise.all([loadOffer(context, offerChoice(url.searchParams)), context.t("credits")]);
  return {
    offer,
    // One purchase per key: a double click or a resubmitted page buys once.
    key: crypto.randomUUID(),
    title: t("repeat.title"),
  };
}

/**
 * Buys a package again with the stored card in one step. A completed payment goes to its page
 * (credits added, the toast); a declined card says "Credit card payment failed" and offers to try
 * again or to pay with PayPal.
 */
export async function repeatAction(request: Request, context: RequestContext) {
  await context.requireUser();
  const formData = await readForm(request);
  intentOf(formData, ["repeat"]);
  const parsed = RepeatFormSchema.safeParse(Object.fromEntries(formData));
  const fresh = crypto.randomUUID();
  if (!parsed.success)
    return json<RepeatResult>({ error: "invalid_request", package: null, key: fresh, minutes: null }, 400);
  const { package: pkg, key } = parsed.data;
  try {
    const { payment } = await context.api.call("repeatOrder", {
      body: { package: pkg },
      idempotencyKey: contentKey(key, pkg),
    });
    return redirect(`/credits/${payment.package}/${methodOf(payment.method)}?payment=${payment.payment_id}`);
  } catch (error) {
    const refusal = refusalOf(PURCHASE_REFUSALS, error);
    if (refusal) {
      // Waiting for the first request of this key: the same key again, so it stays one purchase.
      const again = refusal.message === PaymentErrorCode.requestInProgress ? key : fresh;
      const minutes = refusal.body?.minutes ?? null;
      return json<RepeatResult>({ error: refusal.message, package: pkg, key: again, minutes }, refusal.status);
    }
    const outage = apiOutageStatus(error);
    // The API may have charged the card and lost only its answer: the same key asks again safely.
    if (outage) return json<RepeatResult>({ error: "unavailable", package: pkg, key, minutes: null }, outage);
    throw error;
  }
}
