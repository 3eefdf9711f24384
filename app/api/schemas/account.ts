import { z } from "zod";
import { multilineTextSchema, textSchema } from "./common";
import { emailAddressSchema } from "./email";

/** Password reset, e-mail and password change, account deletion (docs/product.md#accounts-and-login, docs/product.md#account-deletion). */

/** The shortest password the API accepts for a new password (docs/decisions/007). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;
export const NewPasswordSchema = textSchema(PASSWORD_MAX_LENGTH, { min: PASSWORD_MIN_LENGTH });

/** A token from an e-mailed link (base64url, ≥128 bits). */
export const LinkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/);

export const EmailRequestSchema = z.object({ email: emailAddressSchema() });
export const TokenQuerySchema = z.object({ token: textSchema(500) });
export const ResetPasswordRequestSchema = z.object({ token: LinkTokenSchema, password: NewPasswordSchema });
export const ChangePasswordRequestSchema = z.object({
  old_password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  new_password: NewPasswordSchema,
});
/** The current password, asked again before the e-mail changes or the account is deleted. */
export const CurrentPasswordSchema = z.string().min(1).max(PASSWORD_MAX_LENGTH);
export const ChangeEmailRequestSchema = z.object({
  email: textSchema(254, { trim: true }),
  password: CurrentPasswordSchema,
});
export const TokenRequestSchema = z.object({ token: LinkTokenSchema });

/** docs/product.md#account-deletion: Delete reasons. */
export const DELETE_REASONS = [
  "price",
  "found_someone",
  "not_looking",
  "site_problems",
  "no_members",
  "time",
  "other",
] as const;
export const DeleteReasonSchema = z.enum(DELETE_REASONS);
export type DeleteReason = z.infer<typeof DeleteReasonSchema>;
export const DeleteAccountRequestSchema = z.object({
  reason: DeleteReasonSchema,
  password: CurrentPasswordSchema,
  /** Free text; asked for with "other". */
  remarks: multilineTextSchema(1000).optional(),
});
export const DeleteAccountResponseSchema = z.object({
  ok: z.literal(true),
  /** A partner site the operator sends leaving members to, or null (docs/decisions/007). */
  partner_url: z.string().url().startsWith("http").nullable(),
  /** How long the e-mailed undo link works. */
  undo_days: z.number().int().positive(),
});

/** Error codes of this group (the web tier translates them). */
export const AccountErrorCode = {
  emailNotFound: "email_not_found",
  tooManyResetMails: "too_many_reset_mails",
  linkInvalid: "link_invalid",
  wrongOldPassword: "wrong_old_password",
  invalidNewEmail: "invalid_new_email",
  emailTaken: "email_taken",
  pendingDeletion: "account_pending_deletion",
  tooManyUndoMails: "too_many_undo_mails",
  /** The current password given to change the e-mail or delete the account is wrong. */
  wrongPassword: "wrong_password",
  /** A daily limit of e-mail change mails (per member, new address or IP). */
  tooManyMails: "too_many_mails",
} as const;
