import { useForm } from "@conform-to/react";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import { ServerForm, SubmitButton } from "~/components/fields/server-form";
import { PageCard } from "~/components/page-card";
import type { signupAction, signupLoader } from "./flow.server";
import { KEPT_FIELDS, LAST_STEP, STEP_FIELDS, type SignupForm } from "./steps";
import { AccountStep } from "./steps/account-step";
import { BirthDateStep } from "./steps/birth-date-step";
import { GenderStep } from "./steps/gender-step";
import { LocationStep } from "./steps/location-step";
import { PasswordStep } from "./steps/password-step";
import * as styles from "./signup-steps.css";

/** Form-level refusals with a text of their own; anything else reads "generic". */
const FORM_ERRORS: ReadonlySet<string> = new Set(["too_many_signups", "request_in_progress"]);

/** /signup and /members/{id}/signup: steps 0–4 (docs/decisions/006), then the completion page. */

export function SignupSteps({ intro, loginHref = "/login" }: { intro?: ReactNode; loginHref?: string }) {
  const data = useLoaderData<typeof signupLoader>();
  const answer = useActionData<typeof signupAction>();
  const { t } = useTranslation("signup");
  const step = answer?.step ?? data.initial.step;

  if (!data.open || answer?.formError === "invite_only") {
    return (
      <PageCard id="signup-title" title={t("title")}>
        <p role="alert">{t("errors.invite_only", { sitename: data.siteName })}</p>
        <p>
          {t("have_account")} <Link to={loginHref}>{t("activate.login")}</Link>
        </p>
      </PageCard>
    );
  }
  return (
    <PageCard id="signup-title" title={t("title")} intro={intro}>
      <p className={styles.progress}>
        {t("progress", { step: data.steps.indexOf(step) + 1, total: data.steps.length })}
      </p>
      {/* A fresh form per step: conform starts from the server's answer for that step. */}
      <StepForm key={step} step={step} />
    </PageCard>
  );
}

function StepForm({ step }: { step: number }) {
  const data = useLoaderData<typeof signupLoader>();
  const answer = useActionData<typeof signupAction>();
  const { t } = useTranslation("signup");
  // Validated by the server only, like login: zod stays out of the browser bundle.
  const [signupForm, fields] = useForm<SignupForm>({
    id: "signup",
    lastResult: answer?.result ?? undefined,
    defaultValue: data.initial.values,
  });
  const values = (answer?.result?.initialValue ?? data.initial.values) as Record<string, unknown>;
  const current = new Set<string>(STEP_FIELDS[step]);
  const errorText = (code: string) => t(`errors.${code}`);
  const { suggestion, keep } = (answer ?? {}) as { suggestion?: string; keep?: string };

  return (
    <ServerForm
      form={signupForm}
      errorText={errorText}
      errors={answer?.formError ? [FORM_ERRORS.has(answer.formError) ? answer.formError : "generic"] : []}
    >
      {/* Enter in a field submits the form's first button: make that "Next", not "Back" or the suggestion. */}
      <button type="submit" className={styles.defaultSubmit} tabIndex={-1} aria-hidden="true">
        {t("next")}
      </button>
      <input type="hidden" name="step" value={step} />
      {KEPT_FIELDS.map((name) => {
        const value = values[name];
        return current.has(name) || typeof value !== "string" ? null : (
          <input key={name} type="hidden" name={name} value={value} />
        );
      })}

      {step === 0 && <GenderStep fields={fields} shown={data.fields} />}
      {step === 1 && <BirthDateStep fields={fields} />}
      {step === 2 && <LocationStep fields={fields} countries={data.countries} regions={data.regions} />}
      {step === 3 && <AccountStep fields={fields} suggestion={suggestion} keep={keep} />}
      {step === 4 && <PasswordStep fields={fields} />}

      <div className={styles.actions}>
        {data.steps.indexOf(step) > 0 && (
          <button type="submit" name="intent" value="back" className={buttons.button.ghost}>
            {t("back")}
          </button>
        )}
        <SubmitButton data-testid="signup-next">{step === LAST_STEP ? t("submit") : t("next")}</SubmitButton>
      </div>
    </ServerForm>
  );
}
