import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { emailAddressSchema } from "~/api/schemas/email";
import { DELETE_REASONS, DeleteReasonSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/api/schemas/account";

/**
 * The account forms, validated on the server only (zod stays out of the browser bundle,
 * docs/decisions/005). Messages are translation keys under `account:errors.*`.
 */
const email = emailAddressSchema("invalid_email");
const newPassword = z
  .string({ required_error: "password_required" })
  .min(PASSWORD_MIN_LENGTH, "password_too_short")
  .max(PASSWORD_MAX_LENGTH, "password_too_long");

export const ResetRequestFormSchema = z.object({ email });

export const ResetPasswordFormSchema = z
  .object({
    token: z.string({ required_error: "link_invalid" }),
    password: newPassword,
    password_repeat: z.string({ required_error: "password_required" }),
  })
  .refine((v) => v.password === v.password_repeat, { message: "passwords_differ", path: ["password_repeat"] });

/** The current password, asked again before the e-mail changes or the account is deleted. */
const currentPassword = z.string({ required_error: "password_required" }).max(PASSWORD_MAX_LENGTH, "wrong_password");

export const ChangeEmailFormSchema = z.object({
  email: emailAddressSchema("invalid_new_email"),
  password: currentPassword,
});

export const ChangePasswordFormSchema = z.object({
  old_password: z.string({ required_error: "password_required" }).max(PASSWORD_MAX_LENGTH, "wrong_old_password"),
  new_password: newPassword,
});

export const DeleteReasonFormSchema = z.object({
  reason: DeleteReasonSchema.or(z.undefined()).refine((r) => r !== undefined, "reason_required"),
  remarks: z.string().trim().max(1000, "remarks_too_long").optional(),
});

export const DeleteConfirmFormSchema = DeleteReasonFormSchema.extend({ password: currentPassword });

export const parseForm = <S extends z.ZodTypeAny>(formData: FormData, schema: S) => parseWithZod(formData, { schema });

export { DELETE_REASONS, PASSWORD_MIN_LENGTH };
