import { z } from "zod";
import { EMAIL_INPUT_MAX, normalizeEmail } from "../../domain/email-address";

/**
 * An e-mail address, parsed into its one normal form (app/domain/email-address.ts): the same rule
 * for the contract's bodies and the web tier's forms. `message` is the refusal's code (a form's
 * translation key); a body refused by the contract says `invalid_string`, as zod's email check did.
 */
export const emailAddressSchema = (message?: string) =>
  z
    .string(message ? { required_error: "email_required" } : undefined)
    .max(EMAIL_INPUT_MAX, message)
    .transform((value, ctx) => {
      const normal = normalizeEmail(value);
      if (normal) return normal;
      ctx.addIssue({ code: z.ZodIssueCode.invalid_string, validation: "email", message });
      return z.NEVER;
    })
    .describe(
      "An e-mail address, UTF-8 allowed before the @; compared and stored NFKC-normalised, lower-cased, with its domain in IDNA ASCII (docs/decisions/007)"
    );
