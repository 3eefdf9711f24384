import { useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ErrorText } from "~/components/fields/field";
import { ServerForm, SubmitButton } from "~/components/fields/server-form";
import { TextField } from "~/components/fields/text-field";
import * as buttons from "~/components/button.css";
import type { CodeForm, PendingMandate } from "./directdebit.schema";
import type { SubmissionResult } from "@conform-to/react";
import * as styles from "./styles.css";

export interface CodeStepAnswer {
  mandate: PendingMandate;
  details: Record<string, string>;
  result: SubmissionResult<string[]> | null;
  sentAgain?: boolean;
}

/** The mandate and its details travel with each form of the step, so any answer can go back to them. */
function Carried({ mandate, details }: Pick<CodeStepAnswer, "mandate" | "details">) {
  return (
    <>
      <input type="hidden" name="mandate_id" value={mandate.mandate_id} />
      <input type="hidden" name="phone_hint" value={mandate.phone_hint} />
      {Object.entries(details).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** The SMS code step: the code, a new code (the API says how long to wait), or back to the details. */
export function CodeStep({
  answer,
  errorText,
  formKey,
}: {
  answer: CodeStepAnswer;
  errorText: ErrorText;
  /** The page's key (the loader's): a form sent twice is one request. */
  formKey: string;
}) {
  const { t } = useTranslation("directdebit");
  const [form, fields] = useForm<CodeForm>({ id: "directdebit-code", lastResult: answer.result ?? undefined });
  return (
    <>
      <ServerForm
        form={form}
        errorText={errorText}
        intent="confirm"
        statusId="directdebit-code-status"
        status={
          <p className={styles.sent} role="status">
            {t(answer.sentAgain ? "sentAgain" : "sent", { phone: answer.mandate.phone_hint })}
          </p>
        }
        submit={t("confirm")}
      >
        <Carried mandate={answer.mandate} details={answer.details} />
        <TextField
          field={fields.otp}
          label={t("fields.otp")}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={12}
          description={t("fields.otp_hint")}
        />
      </ServerForm>
      <div className={styles.secondary}>
        <Form method="post" className={styles.inline}>
          <input type="hidden" name="intent" value="resend" />
          {/* "Send a new code" pressed twice is one SMS: the page's key goes with it. */}
          <input type="hidden" name="key" value={formKey} />
          <Carried mandate={answer.mandate} details={answer.details} />
          <SubmitButton className={buttons.button.ghost}>{t("resend")}</SubmitButton>
        </Form>
        <Form method="post" className={styles.inline}>
          <input type="hidden" name="intent" value="restart" />
          <Carried mandate={answer.mandate} details={answer.details} />
          <SubmitButton className={buttons.button.ghost}>{t("changeDetails")}</SubmitButton>
        </Form>
      </div>
    </>
  );
}
