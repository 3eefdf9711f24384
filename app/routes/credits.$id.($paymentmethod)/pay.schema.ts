import { z } from "zod";
import { CountryCodeSchema } from "~/api/schemas/common";
import { BankSchema, DiscountCodeTextSchema, PaymentMethodIdSchema } from "~/api/schemas/payments";
import { FORM_KEY_PATTERN } from "~/utils/idempotency-key.server";

/**
 * What the pay form posts: the method (and bank) chosen, the country and code the page was priced
 * for, and the page's key. No amount: the API prices the package (docs/decisions/017-payments.md).
 * Messages are keys under credits:errors.*.
 */
export const PayFormSchema = z.object({
  method: PaymentMethodIdSchema,
  bank: BankSchema.shape.id.optional(),
  country: CountryCodeSchema,
  code: DiscountCodeTextSchema.optional(),
  key: z.string().regex(FORM_KEY_PATTERN),
  /** Set by the page's script: Remix follows a redirect to the provider itself. */
  js: z.literal("1").optional(),
});
export type PayForm = z.infer<typeof PayFormSchema>;
