import type { Endpoint } from "../endpoint";
import {
  ConfirmDirectDebitRequestSchema,
  CreatePaymentRequestSchema,
  CreatePaymentResponseSchema,
  DirectDebitRequestSchema,
  DirectDebitResponseSchema,
  DiscountCodeQuerySchema,
  DiscountCodeResponseSchema,
  PackagesQuerySchema,
  PackagesResponseSchema,
  PaymentErrorCode as E,
  PaymentQuerySchema,
  PaymentResponseSchema,
  RepeatOrderRequestSchema,
  ResendDirectDebitCodeRequestSchema,
  TimeBonusResponseSchema,
  TransactionsResponseSchema,
} from "../schemas/payments";

/** Why a discount code does not apply to a purchase (docs/product.md#discount-codes). */
const CODE_ERRORS = {
  [E.codeNotFound]: 404,
  [E.codeUsed]: 409,
  [E.codeExpired]: 409,
  [E.codeMinimumOrder]: 400,
  [E.codeCountry]: 400,
  [E.codeMethod]: 400,
} as const;

/** What starting any payment may answer besides its own errors. */
const PURCHASE_ERRORS = {
  ...CODE_ERRORS,
  [E.packageNotFound]: 404,
  [E.tooManyPayments]: 429,
  /** The same Idempotency-Key while its first request is still being answered. */
  [E.requestInProgress]: 409,
} as const;

/**
 * Money (docs/product.md#payments): packages and methods, payments at the provider, their state,
 * the transactions, discount codes, the time bonus, repeat orders and SEPA direct debit. The
 * provider's webhook and checkout pages are between the API and the provider, not part of this
 * contract (docs/api-contract.md#payments).
 */
export const paymentsEndpoints = {
  getPackages: {
    method: "GET",
    path: "/api/packages.php",
    summary:
      "The packages priced in the currency of `country` (default: the member's country, for visitors the geoip country), " +
      "the countries the member may pay from, that country's payment methods with their banks and fees, the stored card, " +
      "and the discount the prices include (the `discountcode` asked for, else the time bonus, else the welcome code). " +
      "A code that does not apply answers its error.",
    query: PackagesQuerySchema,
    response: PackagesResponseSchema,
    auth: "optional",
    errors: CODE_ERRORS,
  },
  getDiscountCode: {
    method: "GET",
    path: "/api/discountcode.php",
    summary:
      "Check a code for the member's purchase (country, package, method when given), or with welcome=true the member's " +
      "welcome code (404 code_not_found when none; the page ignores that failure), or with offer=delete the member's " +
      "personal code of the account-deletion offer (company delete_discount percent, once, for 7 days; made on first ask).",
    query: DiscountCodeQuerySchema,
    response: DiscountCodeResponseSchema,
    auth: "required",
    errors: CODE_ERRORS,
  },
  getTimeBonus: {
    method: "GET",
    path: "/api/timebonus.php",
    summary:
      "TIMEBONUS25 while it lasts: unpaid members, the first 14,400 s after signup, until used; null otherwise. Loaded on login.",
    response: TimeBonusResponseSchema,
    auth: "required",
  },
  createPayment: {
    method: "POST",
    path: "/api/payment.php",
    summary:
      "Start paying for a package with a method (and bank) of the country, exactly once per Idempotency-Key: the API " +
      "prices it (discount and fee included), creates the payment at its provider and answers the checkout URL. The " +
      "provider sends the member back to the site's /credits/{package}/{method}?payment={id}. 400 method_not_available " +
      "(not offered in the country), bank_required; 429 too_many_payments.",
    body: CreatePaymentRequestSchema,
    response: CreatePaymentResponseSchema,
    auth: "required",
    keyed: true,
    errors: { ...PURCHASE_ERRORS, [E.methodNotAvailable]: 400, [E.bankRequired]: 400 },
  },
  getPayment: {
    method: "GET",
    path: "/api/payment.php",
    summary:
      "One of the member's payments and its state (open, pending, completed, failed, cancelled); 404 payment_not_found " +
      "for another member's. A completed payment has credited the member exactly once, whichever of the provider's " +
      "webhook and this question came first.",
    query: PaymentQuerySchema,
    response: PaymentResponseSchema,
    auth: "required",
    errors: { [E.paymentNotFound]: 404 },
  },
  getTransactions: {
    method: "GET",
    path: "/api/transactions.php",
    summary: "The member's payments, newest first (the last 100).",
    response: TransactionsResponseSchema,
    auth: "required",
  },
  repeatOrder: {
    method: "POST",
    path: "/api/repeat-order.php",
    summary:
      "Buy a package again with the stored card in one step, exactly once per Idempotency-Key; answers the completed " +
      "payment. 409 no_stored_card; 402 card_declined (the failed payment is in the transactions).",
    body: RepeatOrderRequestSchema,
    response: PaymentResponseSchema,
    auth: "required",
    keyed: true,
    errors: { ...PURCHASE_ERRORS, [E.noStoredCard]: 409, [E.cardDeclined]: 402 },
  },
  startDirectDebit: {
    method: "POST",
    path: "/api/directdebit.php",
    summary:
      "A SEPA direct debit mandate for a package: checks the IBAN (400 iban_invalid, iban_country), sends a 6-digit code " +
      "by SMS to the phone and answers the mandate waiting for it, once per Idempotency-Key (the same key answers the " +
      "same mandate, with no second SMS). 403 directdebit_blocked; 409 directdebit_limit; 429 too_many_sms with " +
      "`minutes` (per member, phone number and IP).",
    body: DirectDebitRequestSchema,
    response: DirectDebitResponseSchema,
    auth: "required",
    keyed: true,
    errors: {
      ...PURCHASE_ERRORS,
      [E.ibanInvalid]: 400,
      [E.ibanCountry]: 400,
      [E.directDebitBlocked]: 403,
      [E.directDebitLimit]: 409,
      [E.tooManySms]: 429,
    },
  },
  resendDirectDebitCode: {
    method: "POST",
    path: "/api/directdebit-code.php",
    summary:
      "Send the mandate's SMS code again (a new code), once per Idempotency-Key. 429 too_many_sms with `minutes`; " +
      "404 payment_not_found.",
    body: ResendDirectDebitCodeRequestSchema,
    response: DirectDebitResponseSchema,
    auth: "required",
    keyed: true,
    errors: {
      [E.tooManySms]: 429,
      [E.paymentNotFound]: 404,
      [E.mandateExpired]: 409,
      /** The same Idempotency-Key while its first request is still being answered. */
      [E.requestInProgress]: 409,
    },
  },
  confirmDirectDebit: {
    method: "PUT",
    path: "/api/directdebit.php",
    summary:
      "Confirm the mandate with its SMS code: the payment is made (pending until the bank confirms, then completed). " +
      "The direct debit limits are checked again as the debit is made (mandates started side by side each passed " +
      "them at the start). 400 code_invalid; 409 mandate_expired (expired, or 5 wrong codes), directdebit_limit; " +
      "403 directdebit_blocked; 404 payment_not_found.",
    body: ConfirmDirectDebitRequestSchema,
    response: PaymentResponseSchema,
    auth: "required",
    errors: {
      [E.codeInvalid]: 400,
      [E.mandateExpired]: 409,
      [E.paymentNotFound]: 404,
      [E.directDebitLimit]: 409,
      [E.directDebitBlocked]: 403,
    },
  },
} as const satisfies Record<string, Endpoint>;
