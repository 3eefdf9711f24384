import { parseWithZod } from "@conform-to/zod";
import { json, redirect, redirectDocument } from "@remix-run/node";
import type { RequestContext } from "~/context.server";
import { apiOutageStatus, isApiError } from "~/api/errors";
import { refusalOf } from "~/api/refusals.server";
import {
  methodOf,
  PackageIdSchema,
  PaymentErrorCode,
  PaymentMethodIdSchema,
  type PackageId,
} from "~/api/schemas/payments";
import { choiceQuery, offerChoice } from "~/features/payments/checkout-query";
import { loadOffer } from "~/features/payments/offer.server";
import { PURCHASE_REFUSALS } from "~/features/payments/refusals.server";
import { contentKey } from "~/utils/idempotency-key.server";
import { notFound } from "~/utils/not-found";
import { intentOf, readForm } from "~/utils/read-form.server";
import { PayFormSchema, type PayForm } from "./pay.schema";

/** The return page's mark that the member and credits were read again after the payment completed. */
export const CREDITED_PARAM = "credited";

function routeParams(params: { id?: string; paymentmethod?: string }) {
  const pkg = PackageIdSchema.safeParse(params.id);
  const method = params.paymentmethod === undefined ? null : PaymentMethodIdSchema.safeParse(params.paymentmethod);
  if (!pkg.success || (method && !method.success)) throw notFound();
  return { pkg: pkg.data, method: method?.data ?? null };
}

/**
 * /credits/{package}/{method?}: the methods of the member's country for a package, then (for a
 * method with banks) the bank; with `?payment=` the page the provider sends the member back to.
 */
export async function checkoutLoader(
  request: Request,
  context: RequestContext,
  params: Record<string, string | undefined>
) {
  await context.requireUser();
  const { pkg, method } = routeParams(params);
  const url = new URL(request.url);
  const payment = url.searchParams.get("payment");
  const t = await context.t("credits");
  if (payment !== null) return paymentState(context, url, payment, t("payment.title"));

  const choice = offerChoice(url.searchParams);
  const offer = await loadOffer(context, choice);
  const chosen = offer.packages.find((p) => p.id === pkg);
  if (!chosen) throw notFound();
  const query = choiceQuery({ country: offer.country, code: offer.codeApplied ? offer.code : null });
  // A method of another country (the country changed, an old link): choose again.
  if (method && !offer.methods.some((m) => m.id === method)) throw redirect(`/credits/${pkg}${query}`);
  // SEPA direct debit is a mandate form of its own, not the provider's checkout.
  if (method === "sdd") throw redirect(`/directdebit?package=${pkg}${query.replace("?", "&")}`);
  return json({
    kind: "checkout" as const,
    package: chosen,
    method,
    offer,
    query,
    // The pay form's key: a form submitted twice (a double click, Back and pay again) starts one
    // payment. A page drawn again gets a new one.
    key: crypto.randomUUID(),
    title: t("checkout.title", { count: chosen.credits }),
  });
}

/**
 * The payment the provider sent the member back with, as the API reads it from the provider. The
 * first time it shows completed, the member (credits, premium) is read again with a fresh document,
 * so the navigation's credits and badge show the purchase.
 */
async function paymentState(context: RequestContext, url: URL, id: string, title: string) {
  if (!/^\d{1,10}$/.test(id)) throw notFound();
  let payment;
  try {
    ({ payment } = await context.api.call("getPayment", { query: { id } }));
  } catch (error) {
    if (isApiError(error) && error.code === PaymentErrorCode.paymentNotFound) throw notFound();
    throw error;
  }
  if (payment.status === "completed" && !url.searchParams.has(CREDITED_PARAM)) {
    await context.forgetMember();
    url.searchParams.set(CREDITED_PARAM, "1");
    // A document, not a client navigation: the root (credits, premium, badge) is drawn again too.
    throw redirectDocument(url.pathname + url.search);
  }
  return json({
    kind: "payment" as const,
    payment: {
      id: payment.payment_id,
      status: payment.status,
      package: payment.package,
      method: methodOf(payment.method),
      credits: payment.credits,
      amount: payment.amount,
      currency: payment.currency,
    },
    title,
  });
}

/** The provider's checkout page, when the API's answer is one a browser may be sent to. */
export function checkoutTarget(checkoutUrl: string): string | null {
  try {
    const url = new URL(checkoutUrl);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The page's document headers: the pay post's `Refresh` to the provider. Remix keeps only the
 * cookies of an action's headers unless the route passes the others on.
 */
export function toProviderHeaders(actionHeaders: Headers): HeadersInit {
  const refresh = actionHeaders.get("Refresh");
  return refresh ? { Refresh: refresh } : {};
}

/** The purchase's Idempotency-Key: the page's key and what the member chose. */
export const purchaseKey = (pkg: PackageId, form: PayForm) =>
  contentKey(form.key, JSON.stringify([pkg, form.method, form.bank ?? "", form.country, form.code ?? ""]));

/**
 * Starts the payment: the API prices the package and answers its provider's checkout page, where
 * the member goes next. Nothing posted chooses that address; a refusal is explained on the page
 * with the choices kept.
 */
export async function payAction(request: Request, context: RequestContext, params: Record<string, string | undefined>) {
  await context.requireUser();
  const { pkg } = routeParams(params);
  const formData = await readForm(request);
  intentOf(formData, ["pay"]);
  const submission = parseWithZod(formData, { schema: PayFormSchema });
  if (submission.status !== "success")
    return json({ result: submission.reply({ formErrors: ["invalid_request"] }) }, 400);
  const form = submission.value;
  try {
    const answer = await context.api.call("createPayment", {
      body: {
        package: pkg,
        method: form.method,
        country: form.country,
        ...(form.bank ? { bank: form.bank } : {}),
        ...(form.code ? { discountcode: form.code } : {}),
      },
      idempotencyKey: purchaseKey(pkg, form),
    });
    const target = checkoutTarget(answer.checkout_url);
    if (!target) {
      context.log.error(
        { checkoutUrl: answer.checkout_url.slice(0, 200) },
        "payment answered an unusable checkout URL"
      );
      return json({ result: submission.reply({ formErrors: ["failed"] }) }, 502);
    }
    if (form.js) return redirect(target);
    // A plain form post may not be redirected to another site (the CSP's form-action 'self'): the
    // page says where the member goes and the browser goes there by itself (Refresh), or by the link.
    return json({ result: null, checkoutUrl: target }, { headers: { Refresh: `0; url=${target}` } });
  } catch (error) {
    const refusal = refusalOf(PURCHASE_REFUSALS, error);
    if (refusal) {
      const onBank = refusal.message === "bank_required";
      const errors = onBank ? { fieldErrors: { bank: [refusal.message] } } : { formErrors: [refusal.message] };
      return json({ result: submission.reply(errors), minutes: refusal.body?.minutes ?? null }, refusal.status);
    }
    const outage = apiOutageStatus(error);
    if (outage) return json({ result: submission.reply({ formErrors: ["unavailable"] }) }, outage);
    throw error;
  }
}
