import type { RequestContext } from "~/context.server";
import { isApiError } from "~/api/errors";
import { PaymentErrorCode } from "~/api/schemas/payments";
import { notFound } from "~/utils/not-found";

/** The member's payments, newest first (docs/product.md#transactions). */
export async function transactionList(context: RequestContext) {
  await context.requireUser();
  const { payments } = await context.api.call("getTransactions");
  return { view: "list" as const, payments };
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
    payment,
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
