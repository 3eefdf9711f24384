import { useForm } from "@conform-to/react";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { apiOutageStatus, isApiError } from "~/api/errors";
import { PASSWORD_WAITS } from "~/features/account/errors.server";
import { PageCard } from "~/components/page-card";
import { PasswordField } from "~/components/fields/password-field";
import { ServerForm } from "~/components/fields/server-form";
import { TextField } from "~/components/fields/text-field";
import * as buttons from "~/components/button.css";
import * as form from "~/components/form.css";
import { localeCookie, memberLocale } from "~/i18n/detect-locale.server";
import { signedInHeaders } from "~/utils/auth.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { pageTitle } from "~/utils/meta";
import { useSignupOpen } from "~/features/signup/use-signup-open";
import type { LoginForm } from "./schema";
import { parseLoginForm, parseResendUndoForm } from "./parse-form.server";
import { intentOf, readForm } from "~/utils/read-form.server";

export const handle = { i18n: ["auth"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  if (await context.user()) throw redirect(redirectTo);
  const t = await context.t("auth");
  return json({ redirectTo, title: t("login.title") });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

/** Codes of the login answer shown as the form's error (auth:errors.*). */
const PENDING_DELETION = "account_pending_deletion";

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  if (intentOf(formData, ["resend-undo"], { orNone: true })) return resendUndoMail(context, formData);
  const submission = parseLoginForm(formData);
  if (submission.status !== "success") {
    return json({ result: submission.reply({ hideFields: ["password"] }), minutes: null }, { status: 400 });
  }
  const { email, password, redirectTo } = submission.value;
  try {
    const { token, user } = await context.api.call("login", { body: { email, password } });
    const headers = await signedInHeaders(token, context);
    // The member reads the site in the language of the account (its own choice, made on any device).
    const language = memberLocale(user.language, await context.locale(), context.tenant.languages);
    if (language) headers.append("Set-Cookie", await localeCookie.serialize(language));
    return redirect(safeRedirect(redirectTo), { headers });
  } catch (error) {
    // The API down or slow: the form again, with the address typed, says to try later.
    const outage = apiOutageStatus(error);
    if (outage) {
      const result = submission.reply({ formErrors: ["unavailable"], hideFields: ["password"] });
      return json({ result, minutes: null }, { status: outage });
    }
    if (!isApiError(error)) throw error;
    // A block of the address from this IP (docs/product.md#accounts-and-login), of the IP itself, or the wait of new devices
    // on an account under guessing, each with its minutes.
    const blocked = PASSWORD_WAITS.has(error.code);
    const pending = error.code === PENDING_DELETION;
    return json(
      {
        result: submission.reply({
          formErrors: [blocked ? error.code : pending ? PENDING_DELETION : "login_failed"],
          hideFields: ["password"],
        }),
        minutes: blocked ? error.body?.minutes ?? null : null,
        pendingEmail: pending ? email : null,
      },
      { status: blocked ? 429 : pending ? 409 : 401 }
    );
  }
}

/** docs/product.md#account-deletion: a login during the 14 days of a pending deletion offers the undo e-mail again. */
async function resendUndoMail(context: ActionFunctionArgs["context"], formData: FormData) {
  // A real submission, so the login form refills with the address like after a login.
  const submission = parseResendUndoForm(formData);
  if (submission.status !== "success") return json({ result: submission.reply(), minutes: null, notice: null }, 400);
  try {
    await context.api.call("resendUndoMail", { body: { email: submission.value.email } });
    return json({ result: submission.reply(), minutes: null, notice: "undo_sent" });
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    const code = error.code === "too_many_undo_mails" ? "too_many_undo_mails" : "login_failed";
    return json({ result: submission.reply({ formErrors: [code] }), minutes: null, notice: null }, { status: 429 });
  }
}

export default function Login() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const signupOpen = useSignupOpen();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  // Validated by the server only: its two checks cost one round trip, and keeping zod out of this
  // page keeps it inside the JavaScript budget (docs/decisions/005).
  const [loginForm, fields] = useForm<LoginForm>({ lastResult: actionData?.result });
  const pendingEmail = actionData && "pendingEmail" in actionData ? actionData.pendingEmail : null;
  const errorText = (key: string) => t(`errors.${key}`, { minutes: actionData?.minutes ?? "" });

  return (
    <PageCard id="login-title" title={t("login.title")}>
      <ServerForm
        form={loginForm}
        errorText={errorText}
        submit={t("login.submit")}
        status={
          actionData && "notice" in actionData && actionData.notice ? (
            <p role="status" data-testid="login-notice">
              {t(`login.${actionData.notice}`)}
            </p>
          ) : null
        }
        footer={<Link to="/reset-password">{t("login.forgotPassword")}</Link>}
      >
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField field={fields.email} label={t("login.email")} type="email" autoComplete="email" />
        <PasswordField field={fields.password} label={t("login.password")} autoComplete="current-password" />
      </ServerForm>
      {pendingEmail ? (
        <Form method="post" className={form.stack}>
          <input type="hidden" name="intent" value="resend-undo" />
          <input type="hidden" name="email" value={pendingEmail} />
          <button type="submit" className={buttons.button.ghost}>
            {t("login.resendUndo")}
          </button>
        </Form>
      ) : null}
      {signupOpen ? (
        <p>
          {t("login.noAccount")} <Link to="/signup">{t("login.signUp")}</Link>
        </p>
      ) : null}
    </PageCard>
  );
}
