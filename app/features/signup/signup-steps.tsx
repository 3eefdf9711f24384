import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import { FieldError } from "~/components/field-error";
import * as form from "~/components/form.css";
import { PageCard } from "~/components/page-card";
import { errorLink, InputField, SelectField } from "~/components/plain-fields";
import type { signupAction, signupLoader } from "./flow.server";
import { LAST_STEP, type SignupValues, type StepErrors } from "./steps";
import * as styles from "./signup-steps.css";

/** Names of the values each step asks for; the others ride along in hidden fields. */
const STEP_FIELDS: Record<number, (keyof SignupValues)[]> = {
  0: ["gender", "sexuality"],
  1: ["dob_day", "dob_month", "dob_year"],
  2: ["country", "region", "city"],
  3: ["name", "email"],
  4: ["signup_message"],
};

/** /signup and /members/{id}/signup: steps 0–4 (docs/decisions/006), then the completion page. */
export function SignupSteps({ intro }: { intro?: ReactNode }) {
  const data = useLoaderData<typeof signupLoader>();
  const result = useActionData<typeof signupAction>();
  const navigation = useNavigation();
  const { t, i18n } = useTranslation("signup");
  const step = result?.step ?? data.initial.step;
  const values: SignupValues = result?.values ?? data.initial.values;
  const errors: StepErrors = (result && "errors" in result ? result.errors : {}) ?? {};
  const suggestion = (result as { suggestion?: string } | undefined)?.suggestion;
  const formError = result?.formError ?? null;

  if (!data.open || formError === "invite_only") {
    return (
      <PageCard id="signup-title" title={t("title")}>
        <p role="alert">{t("errors.invite_only", { sitename: data.siteName })}</p>
      </PageCard>
    );
  }

  const error = (name: string) => errors[name] && t(`errors.${errors[name]}`);
  const invalid = (name: string) => errorLink(name, error(name));
  const position = data.steps.indexOf(step) + 1;
  const current = new Set<string>(STEP_FIELDS[step]);
  const thisYear = new Date().getFullYear();
  const monthName = (m: number) =>
    new Intl.DateTimeFormat(i18n.language, { month: "long", timeZone: "UTC" }).format(
      new Date(Date.UTC(2000, m - 1, 1))
    );

  return (
    <PageCard id="signup-title" title={t("title")} intro={intro}>
      <p className={styles.progress}>{t("progress", { step: position, total: data.steps.length })}</p>
      <Form method="post" className={form.stack} key={step} noValidate>
        <FieldError id="signup-form-error" errors={formError ? [t("errors.generic")] : undefined} role="alert" />
        {/* Enter in a field submits the form's first button: make that "Next", not "Back" or the suggestion. */}
        <button type="submit" className={styles.defaultSubmit} tabIndex={-1} aria-hidden="true">
          {t("next")}
        </button>
        <input type="hidden" name="step" value={step} />
        {Object.entries(values).map(([name, value]) =>
          current.has(name) || value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />
        )}

        {step === 0 && (
          <>
            {data.fields.includes("gender") && (
              <fieldset className={styles.fieldset} {...invalid("gender")}>
                <legend className={form.label}>{t("gender.label")}</legend>
                {(["male", "female"] as const).map((g) => (
                  <label key={g} className={styles.choice}>
                    <input type="radio" name="gender" value={g} defaultChecked={values.gender === g} />
                    {t(`gender.${g}`)}
                  </label>
                ))}
                <FieldError id="gender-error" errors={error("gender") ? [error("gender")] : undefined} />
              </fieldset>
            )}
            {data.fields.includes("sexuality") && (
              <SelectField
                name="sexuality"
                label={t("sexuality.label")}
                value={values.sexuality}
                error={error("sexuality")}
                options={
                  <>
                    <option value="" disabled>
                      {t("choose")}
                    </option>
                    {(["hetero", "gay", "lesbian", "bi"] as const).map((s) => (
                      <option key={s} value={s}>
                        {t(`sexuality.${s}`)}
                      </option>
                    ))}
                  </>
                }
              />
            )}
          </>
        )}

        {step === 1 && (
          <fieldset className={styles.fieldset} {...invalid("date_of_birth")}>
            <legend className={form.label}>{t("dob.label")}</legend>
            <div className={styles.row}>
              <label className={styles.small}>
                {t("dob.day")}
                <select name="dob_day" className={form.input} defaultValue={values.dob_day ?? ""}>
                  <option value="">–</option>
                  {Array.from({ length: 31 }, (_, i) => (
                    <option key={i} value={String(i + 1)}>
                      {i + 1}
                    </option>
                  ))}
                </select>
              </label>
              <label className={styles.small}>
                {t("dob.month")}
                <select name="dob_month" className={form.input} defaultValue={values.dob_month ?? ""}>
                  <option value="">–</option>
                  {Array.from({ length: 12 }, (_, i) => (
                    <option key={i} value={String(i + 1)}>
                      {monthName(i + 1)}
                    </option>
                  ))}
                </select>
              </label>
              <label className={styles.small}>
                {t("dob.year")}
                <select name="dob_year" className={form.input} defaultValue={values.dob_year ?? ""}>
                  <option value="">–</option>
                  {Array.from({ length: 101 }, (_, i) => (
                    <option key={i} value={String(thisYear - i)}>
                      {thisYear - i}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <FieldError
              id="date_of_birth-error"
              errors={error("date_of_birth") ? [error("date_of_birth")] : undefined}
            />
          </fieldset>
        )}

        {step === 2 && (
          <>
            <SelectField
              name="country"
              label={t("location.country")}
              value={values.country}
              error={error("country")}
              options={data.countries.map((c) => (
                <option key={c} value={c}>
                  {countryName(c, i18n.language)}
                </option>
              ))}
            />
            <SelectField
              name="region"
              label={t("location.region")}
              value={values.region}
              error={error("region")}
              options={
                <>
                  <option value="">{t("location.none")}</option>
                  {data.countries.map((c) => (
                    <optgroup key={c} label={countryName(c, i18n.language)}>
                      {data.regions
                        .filter((r) => r.country === c)
                        .map((r) => (
                          <option key={r.name} value={r.name}>
                            {r.name}
                          </option>
                        ))}
                    </optgroup>
                  ))}
                </>
              }
            />
            <InputField name="city" label={t("location.city")} value={values.city} autoComplete="address-level2" />
          </>
        )}

        {step === 3 && (
          <>
            <InputField
              name="name"
              label={t("name")}
              value={values.name}
              error={error("name")}
              autoComplete="nickname"
            />
            <InputField
              name="email"
              type="email"
              label={t("email")}
              value={values.email}
              error={error("email")}
              autoComplete="email"
            >
              {suggestion && (
                <p className={styles.hint}>
                  {t("did_you_mean")}{" "}
                  <button type="submit" name="use_email" value={suggestion} className={styles.linkButton}>
                    {suggestion}
                  </button>
                  ?
                </p>
              )}
            </InputField>
          </>
        )}

        {step === 4 && (
          <>
            <InputField
              name="password"
              type="password"
              label={t("password")}
              error={error("password")}
              autoComplete="new-password"
            />
            <div className={form.field}>
              <label htmlFor="signup_message" className={form.label}>
                {t("message")}
              </label>
              <textarea
                id="signup_message"
                name="signup_message"
                rows={3}
                maxLength={500}
                className={form.textarea}
                defaultValue={values.signup_message ?? ""}
                {...invalid("signup_message")}
              />
              <FieldError
                id="signup_message-error"
                errors={error("signup_message") ? [error("signup_message")] : undefined}
              />
            </div>
          </>
        )}

        <div className={styles.actions}>
          {position > 1 && (
            <button type="submit" name="intent" value="back" className={buttons.button.ghost}>
              {t("back")}
            </button>
          )}
          <button
            type="submit"
            data-testid="signup-next"
            className={buttons.button.primary}
            disabled={navigation.state === "submitting"}
          >
            {step === LAST_STEP ? t("submit") : t("next")}
          </button>
        </div>
      </Form>
    </PageCard>
  );
}

function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
