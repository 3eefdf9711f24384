import { z } from "zod";
import { COMPLAINT_TEXT_MAX } from "~/domain/members";
import { emailAddressSchema } from "~/api/schemas/email";

/** Which complaint the page takes: a report on a member, or a general one (a visitor's with an address). */
export interface ComplaintMode {
  reasons: readonly string[];
  needsEmail: boolean;
  /** A report on a member offers blocking them too. */
  canBlock: boolean;
}

/** The complaint form; messages are complaints:errors.* codes. */
export const complaintSchema = ({ reasons, needsEmail, canBlock }: ComplaintMode) =>
  z.object({
    reason: z
      .string({ required_error: "reason_required" })
      .refine((value) => reasons.includes(value), "reason_required"),
    text: z
      .string({ required_error: "text_required" })
      .trim()
      .min(1, "text_required")
      .max(COMPLAINT_TEXT_MAX, "text_too_long"),
    email: needsEmail
      ? emailAddressSchema("invalid_email")
      : z
          .string()
          .optional()
          .transform(() => undefined),
    block: z
      .string()
      .optional()
      .transform((value) => canBlock && value === "on"),
  });

export type ComplaintForm = z.input<ReturnType<typeof complaintSchema>>;
