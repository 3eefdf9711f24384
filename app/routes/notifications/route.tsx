import { useForm } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PasswordField } from "~/components/fields/password-field";
import { ServerForm } from "~/components/fields/server-form";
import { TextField } from "~/components/fields/text-field";
import * as buttons from "~/components/button.css";
import * as form from "~/components/form.css";
import { accountError, accountErrorKey } from "~/features/account/errors.server";
import {
  ChangeEmailFormSchema,
  ChangePasswordFormSchema,
  parseForm,
  PASSWORD_MIN_LENGTH,
} from "~/features/account/forms.server";
import { pageTitle } from "~/utils/meta";
import * as styles from "./styles.css";
import { intentOf, readForm } from "~/utils/read-form.server";
import { countryName } from "~/i18n/intl";
import { EMAIL_KINDS, PUSH_KINDS } from "~/domain/notification-kinds";
import { PREFERENCE_INTENTS, savePreferences, type PreferenceIntent } from "./preferences.server";
import { DisabledSection, InvisibleSection, KindsSection } from "./preference-sections";
import { PushSection } from "./push-section";
import { LocationSection } from "./location-section";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

export const handle = { i18n: ["account"] };

/**
 * docs/product.md#notifications-and-settings: /notifications is the settings page: e-mail and
 * push preferences, push in this browser, invisible mode, the location, what the mail system
 * turned off, the e-mail address and the password. Each part is its own form with an `intent`.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const [user, { settings: preferences }, settings, regions, locale, t] = await Promise.all([
    context.requireUser(),
    context.api.call("getNotificationSettings"),
    context.site.settings(),
    context.site.regions(),
    context.locale(),
    context.t("account"),
  ]);
  return json({
    email: user.email,
    minLength: PASSWORD_MIN_LENGTH,
    title: t("settings.title"),
    preferences,
    // From the loader: the contract's module holds zod, which stays out of the browser (docs/decisions/005).
    kinds: { email: EMAIL_KINDS, push: PUSH_KINDS },
    pushKey: settings.push_public_key,
    countries: settings.countries.map((code) => ({
      code,
      name: countryName(locale, code),
      regions: regions.filter((r) => r.country === code).map((r) => r.name),
    })),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

const ACCOUNT_INTENTS = ["email", "password", "reset"] as const;
type Intent = (typeof ACCOUNT_INTENTS)[number] | PreferenceIntent;

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await context.requireUser();
  const formData = await readForm(request);
  // The preference intents come from a server module: read here, never at the module's top.
  const intent: Intent = intentOf(formData, [...ACCOUNT_INTENTS, ...PREFERENCE_INTENTS]);
  if ((PREFERENCE_INTENTS as readonly string[]).includes(intent)) {
    const settings = await context.site.settings();
    return savePreferences(context, intent as PreferenceIntent, formData, {
      countries: settings.countries,
      regions: () => context.site.regions(),
    });
  }

  if (intent === "email") {
    const submission = parseForm(formData, ChangeEmailFormSchema);
    const hideFields = ["password"];
    if (submission.status !== "success")
      return json({ intent, result: submission.reply({ hideFields }), done: null }, 400);
    try {
      await context.api.call("requestEmailChange", { body: submission.value });
      return json({ intent, result: submission.reply({ resetForm: true }), done: submission.value.email });
    } catch (error) {
      const { key, minutes, status } = accountError(error);
      // A wrong password, or a wait before the password may be tried again, is the password's error.
      const field = key === "wrong_password" || minutes !== null ? "password" : "email";
      return json(
        { intent, result: submission.reply({ fieldErrors: { [field]: [key] }, hideFields }), done: null, minutes },
        key === "too_many_mails" ? 429 : status
      );
    }
  }

  if (intent === "password") {
    const submission = parseForm(formData, ChangePasswordFormSchema);
    const hideFields = ["old_password", "new_password"];
    if (submission.status !== "success")
      return json({ intent, result: submission.reply({ hideFields }), done: null }, 400);
    try {
      await context.api.call("changePassword", { body: submission.value });
      return json({ intent, result: submission.reply({ resetForm: true }), done: "ok" });
    } catch (error) {
      const key = accountErrorKey(error);
      const errors = key === "wrong_old_password" ? { fieldErrors: { old_password: [key] } } : { formErrors: [key] };
      return json({ intent, result: submission.reply({ ...errors, hideFields }), done: null }, 400);
    }
  }

  // The reset mail, to the member's own address.
  try {
    await context.api.call("requestPasswordReset", { body: { email: user.email } });
    return json({ intent: "reset" as const, result: null, done: user.email, error: null });
  } catch (error) {
    return json({ intent: "reset" as const, result: null, done: null, error: accountErrorKey(error) }, 400);
  }
}

export default function Settings() {
  const { email, minLength, preferences, kinds, pushKey, countries } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("account");
  const minutes = actionData && "minutes" in actionData ? actionData.minutes : null;
  const errorText = (key: string) => t(`errors.${key}`, { min: minLength, minutes });
  const resultOf = (intent: Intent) => (actionData?.intent === intent ? actionData.result ?? undefined : undefined);
  const doneOf = (intent: Intent) => (actionData?.intent === intent ? actionData.done : null);
  /** What a part that went through says, announced to assistive technology too. */
  const doneStatus = (intent: Intent, testId: string, text: string) =>
    doneOf(intent) ? (
      <p role="status" className={styles.status} data-testid={testId}>
        {text}
      </p>
    ) : null;
  const [emailForm, emailFields] = useForm<{ email: string; password: string }>({
    id: "change-email",
    lastResult: resultOf("email"),
  });
  const [passwordForm, passwordFields] = useForm<{ old_password: string; new_password: string }>({
    id: "change-password",
    lastResult: resultOf("password"),
  });
  const busy = navigation.state === "submitting";
  /** A preference form's last answer: conform's reply, and whether it was saved. */
  const outcomeOf = (intent: Intent) => ({ result: resultOf(intent), done: doneOf(intent) === "saved" });
  const resetError = actionData?.intent === "reset" && "error" in actionData ? actionData.error : null;

  return (
    <div className={styles.page}>
      <h1 className={form.title}>{t("settings.title")}</h1>

      <DisabledSection disabled={preferences.disabled} outcome={outcomeOf("enable")} />
      <KindsSection channel="email" kinds={kinds.email} on={preferences.email} outcome={outcomeOf("email_kinds")} />
      <KindsSection channel="push" kinds={kinds.push} on={preferences.push} outcome={outcomeOf("push_kinds")}>
        <PushSection pushKey={pushKey} devices={preferences.push_devices} />
      </KindsSection>
      <InvisibleSection invisible={preferences.invisible} outcome={outcomeOf("invisible")} />
      <LocationSection location={preferences.location} countries={countries} outcome={outcomeOf("location")} />

      <section className={form.card} aria-labelledby="settings-email">
        <h2 id="settings-email" className={styles.heading}>
          {t("settings.emailTitle")}
        </h2>
        <p data-testid="current-email">{t("settings.currentEmail", { email })}</p>
        <ServerForm
          form={emailForm}
          errorText={errorText}
          intent="email"
          submit={t("settings.emailSubmit")}
          status={doneStatus("email", "email-change-sent", t("settings.emailSent", { email: doneOf("email") }))}
        >
          <TextField field={emailFields.email} label={t("settings.newEmail")} type="email" autoComplete="email" />
          <PasswordField
            field={emailFields.password}
            label={t("settings.currentPassword")}
            autoComplete="current-password"
          />
        </ServerForm>
      </section>

      <section className={form.card} aria-labelledby="settings-password">
        <h2 id="settings-password" className={styles.heading}>
          {t("settings.passwordTitle")}
        </h2>
        <ServerForm
          form={passwordForm}
          errorText={errorText}
          intent="password"
          submit={t("settings.passwordSubmit")}
          status={doneStatus("password", "password-changed", t("settings.passwordChanged"))}
        >
          <PasswordField
            field={passwordFields.old_password}
            label={t("settings.oldPassword")}
            autoComplete="current-password"
          />
          <PasswordField
            field={passwordFields.new_password}
            label={t("settings.newPassword")}
            autoComplete="new-password"
          />
        </ServerForm>
        <Form method="post" className={form.stack}>
          <input type="hidden" name="intent" value="reset" />
          <p>{t("settings.resetText")}</p>
          {doneStatus("reset", "settings-reset-sent", t("reset.sent", { email: doneOf("reset") }))}
          {resetError ? <p role="alert">{t(`errors.${resetError}`)}</p> : null}
          <button type="submit" className={buttons.button.ghost} disabled={busy}>
            {t("settings.resetSubmit")}
          </button>
        </Form>
      </section>

      <section className={form.card} aria-labelledby="settings-payments">
        <h2 id="settings-payments" className={styles.heading}>
          {t("settings.paymentsTitle")}
        </h2>
        <p>{t("settings.paymentsText")}</p>
        <Link to="/transactions" className={buttons.button.ghost}>
          {t("settings.paymentsLink")}
        </Link>
      </section>

      <section className={form.card} aria-labelledby="settings-delete">
        <h2 id="settings-delete" className={styles.heading}>
          {t("settings.deleteTitle")}
        </h2>
        <p>{t("settings.deleteText", { days: 14 })}</p>
        <Link to="/account-delete" className={buttons.button.ghost}>
          {t("settings.deleteLink")}
        </Link>
      </section>
    </div>
  );
}
