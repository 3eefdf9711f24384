import { z } from "zod";
import { ibanProblem, normalizeIban } from "~/domain/iban";

/* eslint-disable no-control-regex -- refusing control characters is the point */
const NO_CONTROL = /^[^\u0000-\u001f\u007f-\u009f]*$/;
/* eslint-enable no-control-regex */

/** A required line of text up to the contract's length (app/api/schemas/payments.ts); errors are directdebit:errors.* codes. */
const line = (required: string, max: number, min = 1) =>
  z.string({ required_error: required }).trim().min(min, required).max(max, "too_long").regex(NO_CONTROL, "invalid");

/** The mandate's details (docs/product.md#sepa-direct-debit). */
export const MandateFormSchema = z.object({
  account_holder: line("holder_required", 70, 2),
  // Checked here by checksum and country, so the member reads what is wrong before any SMS is sent.
  iban: z
    .string({ required_error: "iban_required" })
    .max(42, "iban_invalid")
    .transform(normalizeIban)
    .superRefine((iban, ctx) => {
      const problem = iban === "" ? "iban_required" : ibanProblem(iban);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  street: line("street_required", 70),
  house_number: line("house_number_required", 10),
  zip: line("zip_required", 10, 3),
  city: line("city_required", 50),
  // International format: a plus, the country code and the number; spaces allowed.
  phone: z
    .string({ required_error: "phone_required" })
    .trim()
    .regex(/^\+[1-9][\d ]{7,18}$/, "phone_invalid"),
});
export type MandateForm = z.input<typeof MandateFormSchema>;
export const MANDATE_FIELDS = Object.keys(MandateFormSchema.shape) as (keyof MandateForm)[];

/** The SMS code step: six digits (spaces the member typed between them are dropped). */
export const CodeFormSchema = z.object({
  otp: z
    .string({ required_error: "otp_required" })
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(
      z
        .string()
        .min(1, "otp_required")
        .regex(/^\d{6}$/, "code_invalid")
    ),
});
export type CodeForm = z.input<typeof CodeFormSchema>;

/** The mandate waiting for its code, carried by the code step's form. */
export const PendingMandateSchema = z.object({
  mandate_id: z.coerce.number().int().positive().max(2_147_483_647),
  phone_hint: z.string().max(40).regex(NO_CONTROL),
});
export type PendingMandate = z.infer<typeof PendingMandateSchema>;
