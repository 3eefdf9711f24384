import { useTranslation } from "react-i18next";
import { PasswordField } from "~/components/fields/password-field";
import { TextField } from "~/components/fields/text-field";
import { MESSAGE_MAX } from "~/domain/signup-rules";
import type { StepProps } from "./step-props";

/** Step 4: the password (typed here only, never sent back) and an optional message. */
export function PasswordStep({ fields }: StepProps) {
  const { t } = useTranslation("signup");
  return (
    <>
      <PasswordField field={fields.password} label={t("password")} autoComplete="new-password" />
      <TextField field={fields.signup_message} label={t("message")} rows={3} maxLength={MESSAGE_MAX} />
    </>
  );
}
