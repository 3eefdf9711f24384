import { z } from "zod";
import { emailAddressSchema } from "~/api/schemas/email";

/**
 * Login form, shared by the browser (instant feedback) and the action (always). Messages are
 * translation keys under `auth:errors.*`, so the same schema speaks every language.
 */
export const LoginFormSchema = z.object({
  email: emailAddressSchema("invalid_email"),
  password: z.string({ required_error: "password_required" }),
  redirectTo: z.string().optional(),
});

export type LoginForm = z.infer<typeof LoginFormSchema>;

/** The "send the undo e-mail again" button: the address of the refused login. */
export const ResendUndoFormSchema = LoginFormSchema.pick({ email: true });
