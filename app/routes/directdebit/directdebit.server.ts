import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { json, redirect } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import type { RequestContext } from "~/context.server";
import { apiOutageStatus } from "~/api/errors";
import { pageRefusals, refusalOf } from "~/api/refusals.server";
import { DiscountCodeTextSchema, PackageIdSchema, PaymentErrorCode as E, type Payment } from "~/api/schemas/payments";
import { choiceQuery, offerChoice } from "~/features/payments/checkout-query";
import { loadOffer } from "~/features/payments/offer.server";
import { CODE_MESSAGES } from "~/features/payments/refusals.server";
import { contentKey, FORM_KEY_PATTERN } from "~/utils/idempotency-key.server";
import { intentOf, readForm } from "~/utils/read-form.server";
import {
  CodeFormSchema,
  MANDATE_FIELDS,
  MandateFormSchema,
  PendingMandateSchema,
  type PendingMandate,
} from "./directdebit.schema";

/** What the page says to each refusal of its calls (directdebit:errors.*). */
export const DIRECT_DEBIT_REFUSALS = pageRefusals({
  endpoints: ["startDirectDebit", "confirmDirectDebit", "resendDirectDebitCode"],
  keyPrefix: "directdebit:errors",
  messages: {
    [E.ibanInvalid]: "iban_invalid",
    [E.ibanCountry]: "iban_country",
    [E.directDebitBlocked]: "directdebit_blocked",
    [E.directDebitLimit]: "directdebit_limit",
    [E.tooManySms]: "too_many_sms",
    [E.codeInvalid]: "code_invalid",
    [E.mandateExpired]: "mandate_expired",
    [E.paymentNotFound]: "mandate_expired",
    [E.packageNotFound]: "package_not_found",
    [E.tooManyPayments]: "too_many_payments",
    [E.requestInProgress]: "request_in_progress",
    // A code carried from the credits page that does not apply to this mandate (directdebit:errors too).
    ...CODE_MESSAGES,
    validation_failed: "invalid",
    unknown_site: "failed",
    payload_too_large: "invalid",
  },
  fallback: "failed",
});

/** Refusals that belong to a field rather than to the whole form. */
const FIELD_OF: Record<string, string> = { iban_invalid: "iban", iban_country: "iban", code_invalid: "otp" };

/**
 * The package the page is for and the checkout's choices (country, discount code), from its address:
 * the credits pages' SEPA choice leads here with them (app/features/payments/checkout-query.ts).
 */
function purchaseOf(request: Request) {
  const params = new URL(request.url).searchParams;
  const pkg = PackageIdSchema.safeParse(params.get("package"));
  if (!pkg.success) throw redirect("/credits");
  return { pkg: pkg.data, choice: offerChoice(params) };
}

/**
 * /directdebit?package=…[&country=…&code=…] (docs/product.md#sepa-direct-debit): the package at the
 * member's price, as the credits pages price it (a code that does not apply is said there too, and
 * the price shown without it), and whether direct debit is offered in that country.
 */
export async function directDebitPage(request: Request, context: RequestContext) {
  await context.requireUser();
  const { pkg, choice } = purchaseOf(request);
  const offer = await loadOffer(context, choice);
  const chosen = offer.packages.find((p) => p.id === pkg);
  if (!chosen) throw redirect("/credits");
  return {
    package: chosen,
    currency: offer.currency,
    discount: offer.discount,
    codeError: offer.codeError,
    available: offer.methods.some((method) => method.id === "sdd"),
    /** The page's forms' key: each form sent twice is one request (a mandate, a new code). */
    formKey: crypto.randomUUID(),
    /** Back to the method choice with the same choices. */
    back: `/credits/${pkg}${choiceQuery({ country: offer.country, code: offer.codeApplied ? offer.code : null })}`,
  };
}

/** The mandate's details as the code step carries them (strings as typed, bounded), for "start again". */
function detailsOf(form: FormData): Record<string, string> {
  return Object.fromEntries(MANDATE_FIELDS.map((name) => [name, String(form.get(name) ?? "").slice(0, 100)]));
}

type ActionAnswer =
  | { step: "details"; result: SubmissionResult<string[]>; minutes?: number | null }
  | {
      step: "code";
      mandate: PendingMandate;
      details: Record<string, string>;
      result: SubmissionResult<string[]> | null;
      sentAgain?: boolean;
      minutes?: number | null;
    };

const answer = (body: ActionAnswer, status = 200) => json(body, { status });

/** An API failure as the form shows it: a field's error or the form's, with its wait in minutes; outages keep the form too. */
function failure(error: unknown): { status: number; code: string; field?: string; minutes: number | null } {
  const outage = apiOutageStatus(error);
  if (outage) return { status: outage, code: "failed", minutes: null };
  const refusal = refusalOf(DIRECT_DEBIT_REFUSALS, error);
  if (!refusal) throw error;
  return {
    status: refusal.status,
    code: refusal.message,
    field: FIELD_OF[refusal.message],
    minutes: refusal.body?.minutes ?? null,
  };
}

/**
 * The page's three steps, each a plain form post (works without JavaScript) that keeps everything
 * typed: `mandate` checks the details and has the code sent by SMS; `confirm` sends the code;
 * `resend` asks for a new code; `restart` goes back to the details. An expired mandate (or one
 * tried too often) goes back to the details with what was typed, to start again.
 */
export async function directDebitAction(request: Request, context: RequestContext) {
  await context.requireUser();
  const { pkg, choice } = purchaseOf(request);
  const code = DiscountCodeTextSchema.safeParse(choice.code);
  const discountcode = code.success ? code.data : undefined;
  const form = await readForm(request);
  const intent = intentOf(form, ["mandate", "confirm", "resend", "restart"]);
  const sentKey = String(form.get("key") ?? "");
  const formKey = FORM_KEY_PATTERN.test(sentKey) ? sentKey : null;
  const detailsAgain = (formErrors: string[], status: number, minutes: number | null = null) =>
    answer(
      { step: "details", result: parseWithZod(form, { schema: MandateFormSchema }).reply({ formErrors }), minutes },
      status
    );

  if (intent === "mandate") {
    const submission = parseWithZod(form, { schema: MandateFormSchema });
    if (submission.status !== "success") return answer({ step: "details", result: submission.reply() }, 400);
    if (!formKey) return detailsAgain(["invalid"], 400);
    const body = { package: pkg, ...submission.value, ...(discountcode ? { discountcode } : {}) };
    try {
      // Keyed by the page's key and the details: sent twice it is one mandate; corrected, a new one.
      const { mandate } = await context.api.call("startDirectDebit", {
        body,
        idempotencyKey: contentKey(formKey, JSON.stringify(body)),
      });
      return answer({
        step: "code",
        mandate: { mandate_id: mandate.mandate_id, phone_hint: mandate.phone_hint },
        details: detailsOf(form),
        result: null,
      });
    } catch (error) {
      const { status, code, field, minutes } = failure(error);
      const reply = field ? { fieldErrors: { [field]: [code] } } : { formErrors: [code] };
      return answer({ step: "details", result: submission.reply(reply), minutes }, status);
    }
  }

  if (intent === "restart") return detailsAgain([], 200);

  const pending = PendingMandateSchema.safeParse(Object.fromEntries(form));
  if (!pending.success) return detailsAgain([E.mandateExpired], 400);
  const mandate = pending.data;
  const details = detailsOf(form);

  if (intent === "resend") {
    try {
      const { mandate: fresh } = await context.api.call("resendDirectDebitCode", {
        body: { mandate_id: mandate.mandate_id },
        // A page drawn without a key (an older page) still asks once per press.
        idempotencyKey: contentKey(formKey ?? randomUUID(), `resend:${mandate.mandate_id}`),
      });
      const next = { mandate_id: fresh.mandate_id, phone_hint: fresh.phone_hint };
      return answer({ step: "code", mandate: next, details, result: null, sentAgain: true });
    } catch (error) {
      const { status, code, minutes } = failure(error);
      if (code === "mandate_expired") return detailsAgain([code], status);
      const result = parseWithZod(form, { schema: CodeFormSchema }).reply({ formErrors: [code] });
      return answer({ step: "code", mandate, details, result, minutes }, status);
    }
  }

  const submission = parseWithZod(form, { schema: CodeFormSchema });
  if (submission.status !== "success")
    return answer({ step: "code", mandate, details, result: submission.reply() }, 400);
  let payment: Payment;
  try {
    ({ payment } = await context.api.call("confirmDirectDebit", {
      body: { mandate_id: mandate.mandate_id, otp: submission.value.otp },
    }));
  } catch (error) {
    const { status, code, field, minutes } = failure(error);
    if (code === "mandate_expired") return detailsAgain([code], status);
    const reply = field ? { fieldErrors: { [field]: [code] } } : { formErrors: [code] };
    return answer({ step: "code", mandate, details, result: submission.reply(reply), minutes }, status);
  }
  return redirect(afterConfirmation(payment));
}

/**
 * Where a confirmed mandate leads: the payment's page of the credits flow, which shows it pending
 * ("Processing your payment") until the bank confirms, then completed, like any other method's.
 */
export const afterConfirmation = (payment: Payment) => `/credits/${payment.package}/sdd?payment=${payment.payment_id}`;
