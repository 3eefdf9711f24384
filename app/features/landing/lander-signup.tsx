import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import { ChipsField } from "~/components/fields/choice-chips-field";
import { ErrorTextProvider, getFilterField } from "~/components/fields/field";
import { GENDERS, SEXUALITIES } from "~/domain/profile-values";
import type { LanderSignup as LanderSignupData } from "./lander-data.server";
import * as styles from "./lander-signup.css";

const FORM_ID = "lander-signup";

/** The same signup aimed at a profile: the new member lands on it (/members/{id}/signup). */
export function aimedAt(signup: LanderSignupData, profileId: number): LanderSignupData {
  return { ...signup, action: `/members/${profileId}/signup` };
}

/**
 * The signup's first step on a landing page (docs/decisions/006): the same fields as /signup's
 * step 0, posted to the signup's action, which answers with step 1 there — with or without
 * JavaScript. Where the site asks neither, a button starts the signup. Where signup is closed
 * (invite-only, or no traffic source), the login.
 */
export function LanderSignup({
  signup,
  heading,
  loginTo = "/login",
}: {
  signup: LanderSignupData;
  heading: string;
  loginTo?: string;
}) {
  const { t } = useTranslation(["landers", "signup"]);
  const login = (
    <p className={styles.login}>
      {t("signup:have_account")} <Link to={loginTo}>{t("landers:login")}</Link>
    </p>
  );
  if (!signup.open) {
    return (
      <section className={styles.box} aria-labelledby={`${FORM_ID}-title`}>
        <h2 id={`${FORM_ID}-title`} className={styles.heading}>
          {t("landers:members_only")}
        </h2>
        <Link to={loginTo} className={`${buttons.button.primary} ${styles.submit}`}>
          {t("landers:login")}
        </Link>
      </section>
    );
  }
  if (!signup.fields.gender && !signup.fields.sexuality) {
    // The first step the site asks is a typed one (the date of birth): the signup page holds it.
    return (
      <section className={styles.box} aria-labelledby={`${FORM_ID}-title`} data-testid="lander-signup">
        <h2 id={`${FORM_ID}-title`} className={styles.heading}>
          {heading}
        </h2>
        <Link to={signup.action} className={`${buttons.button.primary} ${styles.submit}`}>
          {t("landers:cta")}
        </Link>
        {login}
      </section>
    );
  }
  return (
    <Form
      method="post"
      action={signup.action}
      id={FORM_ID}
      className={styles.box}
      aria-labelledby={`${FORM_ID}-title`}
      data-testid="lander-signup"
    >
      <h2 id={`${FORM_ID}-title`} className={styles.heading}>
        {heading}
      </h2>
      <input type="hidden" name="step" value={0} />
      <ErrorTextProvider value={(code) => t(`signup:errors.${code}`)}>
        {signup.fields.gender ? (
          <ChipsField
            size="large"
            field={getFilterField(FORM_ID, "gender", signup.initial.gender)}
            label={t("signup:gender.label")}
            options={GENDERS.map((g) => ({ value: g, label: t(`signup:gender.${g}`) }))}
          />
        ) : null}
        {signup.fields.sexuality ? (
          <ChipsField
            size="large"
            field={getFilterField(FORM_ID, "sexuality", signup.initial.sexuality)}
            label={t("signup:sexuality.label")}
            options={SEXUALITIES.map((s) => ({ value: s, label: t(`signup:sexuality.${s}`) }))}
          />
        ) : null}
      </ErrorTextProvider>
      <button type="submit" className={`${buttons.button.primary} ${styles.submit}`} data-testid="lander-signup-next">
        {t("landers:cta")}
      </button>
      <p className={styles.fine}>{t("landers:free_fine_print")}</p>
      {login}
    </Form>
  );
}
