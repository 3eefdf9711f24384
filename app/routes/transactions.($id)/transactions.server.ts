import type { RequestContext } from "~/context.server";
import { isApiError } from "~/api/errors";
import { PaymentErrorCode, type Payment, type PaymentStatus } from "~/api/schemas/payments";
import { notFound } from "~/utils/not-found";

/**
 * A payment still open a day after it was started was left unfinished: a direct debit whose SMS
 * code was never typed stays open at the API for good (a new code may be asked for while it is),
 * and a provider's checkout ends within minutes. The list shows it as expired, not as started.
 */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

export type ShownStatus = PaymentStatus | "expired";

/** The status the member reads for a payment at `now`. */
export const shownStatus = (payment: Payment, now: number): ShownStatus =>
  payment.status === "open" && now - Date.parse(payment.created_at) >= ABANDONED_AFTER_MS ? "expired" : payment.status;

/** A payment with the status the member reads. */
export type ShownPayment = Payment & { shown: ShownStatus };

const withShownStatus = (payment: Payment, now: number): ShownPayment => ({
  ...payment,
  shown: shownStatus(payment, now),
});

/** The member's payments, newest first (docs/product.md#transactions). */
export async function transactionList(context: RequestContext) {
  await context.requireUser();
  const { payments } = await context.api.call("getTransactions");
  const now = Date.now();
  return { view: "list" as const, payments: payments.map((p) => withShownStatus(p, now)) };
}

/**
 * One payment as its receipt: the payment, the company that sold it (name, address, KvK and VAT
 * numbers, from the cached company info) and the refund period (settings `refund_days`). Another
 * member's payment, or no payment, is the 404 page.
 */
export async function receipt(context: RequestContext, id: string) {
  if (!/^\d{1,10}$/.test(id)) throw notFound();
  await context.requireUser();
  const [payment, company, settings] = await Promise.all([
    context.api.call("getPayment", { query: { id } }).then(
      (answer) => answer.payment,
      (error: unknown) => {
        if (isApiError(error) && (error.code === PaymentErrorCode.paymentNotFound || error.status === 400))
          throw notFound();
        throw error;
      }
    ),
    context.site.company(),
    context.site.settings(),
  ]);
  return {
    view: "receipt" as const,
    payment: withShownStatus(payment, Date.now()),
    company: {
      name: company.name,
      address: company.address,
      city: company.city,
      country: company.country,
      kvk: company.kvk,
      vatNumbers: company.vat_numbers,
      tradenames: company.tradenames,
    },
    refundDays: settings.refund_days,
  };
}
