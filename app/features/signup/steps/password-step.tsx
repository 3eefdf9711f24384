import { useTranslation } from "react-i18next";
import { TextField } from "~/components/fields/text-field";
import { MESSAGE_MAX } from "~/domain/signup-rules";
import type { StepProps } from "./step-props";

/** Step 4: the password (typed here only, never sent back) and an optional message. */
export function PasswordStep({ fields, errorText }: StepProps) {
  const { t } = useTranslation("signup");
  return (
    <>
      <TextField
        field={fields.password}
        type="password"
        label={t("password")}
        errorText={errorText}
        autoComplete="new-password"
      />
      <TextField
        field={fields.signup_message}
        label={t("message")}
        errorText={errorText}
        rows={3}
        maxLength={MESSAGE_MAX}
      />
    </>
  );
}
