import { pageRefusals } from "~/api/refusals.server";
import { PaymentErrorCode as E } from "~/api/schemas/payments";

/**
 * Why a discount code does not apply, as the credits pages say it (credits:code_errors.*). The
 * packages answer (the code asked for on the credits page) and a purchase (the code carried to
 * checkout, where the method and package are known) refuse a code with the same codes.
 */
export const CODE_MESSAGES = {
  [E.codeNotFound]: "code_not_found",
  [E.codeUsed]: "code_used",
  [E.codeExpired]: "code_expired",
  [E.codeMinimumOrder]: "code_minimum_order",
  [E.codeCountry]: "code_country",
  [E.codeMethod]: "code_method",
} as const;

export const CODE_ERRORS: ReadonlySet<string> = new Set(Object.keys(CODE_MESSAGES));

/** The credits page asking for the packages with a code. */
export const PACKAGES_REFUSALS = pageRefusals({
  endpoints: ["getPackages"],
  keyPrefix: "credits:errors",
  messages: {
    ...CODE_MESSAGES,
    validation_failed: "invalid_request",
    unknown_site: "invalid_request",
    payload_too_large: "invalid_request",
  },
  fallback: "failed",
});

/** Starting a payment at the provider, or a repeat order with the stored card. */
export const PURCHASE_REFUSALS = pageRefusals({
  endpoints: ["createPayment", "repeatOrder"],
  keyPrefix: "credits:errors",
  messages: {
    ...CODE_MESSAGES,
    [E.packageNotFound]: "package_not_found",
    [E.methodNotAvailable]: "method_not_available",
    [E.bankRequired]: "bank_required",
    [E.tooManyPayments]: "too_many_payments",
    [E.requestInProgress]: "request_in_progress",
    [E.noStoredCard]: "no_stored_card",
    [E.cardDeclined]: "card_declined",
    validation_failed: "invalid_request",
    unknown_site: "invalid_request",
    payload_too_large: "invalid_request",
  },
  fallback: "failed",
});
