import { getFormProps, useForm } from "@conform-to/react";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ApiErrorCode, isApiError } from "~/api/errors";
import { FieldError } from "~/components/field-error";
import { TextField } from "~/components/text-field";
import * as buttons from "~/components/button.css";
import * as form from "~/components/form.css";
import { getFixedT } from "~/i18n/i18n.server";
import { detectLocale } from "~/i18n/detect-locale.server";
import { getApi } from "~/utils/api.server";
import { commitAuthToken } from "~/utils/auth.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { pageTitle } from "~/utils/meta";
import { getCurrentUser } from "~/utils/session.server";
import type { LoginForm } from "./login.schema";
import { parseLoginForm } from "./login.server";

export const handle = { i18n: ["auth"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  if (await getCurrentUser(request, context)) throw redirect(redirectTo);
  const t = await getFixedT(await detectLocale(request, context.tenant), "auth");
  return json({ redirectTo, title: t("login.title") });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseLoginForm(await request.formData());
  if (submission.status !== "success") {
    return json({ result: submission.reply({ hideFields: ["password"] }), minutes: null }, { status: 400 });
  }
  const { email, password, redirectTo } = submission.value;
  const { client } = await getApi(request, context);
  try {
    const { token } = await client.call("login", { body: { email, password } });
    return redirect(safeRedirect(redirectTo), { headers: { "Set-Cookie": await commitAuthToken(token, context) } });
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    const blocked = error.code === ApiErrorCode.accountBlocked;
    return json(
      {
        result: submission.reply({
          formErrors: [blocked ? "account_blocked" : "login_failed"],
          hideFields: ["password"],
        }),
        minutes: blocked ? error.body?.minutes ?? null : null,
      },
      { status: blocked ? 429 : 401 }
    );
  }
}

export default function Login() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("auth");
  // Validated by the server only: its two checks cost one round trip, and keeping zod out of this
  // page keeps it inside the JavaScript budget (docs/decisions/005).
  const [loginForm, fields] = useForm<LoginForm>({ lastResult: actionData?.result });
  const errorText = (key: string) => t(`errors.${key}`, { minutes: actionData?.minutes ?? "" });

  return (
    <section className={form.card} aria-labelledby="login-title">
      <h1 id="login-title" className={form.title}>
        {t("login.title")}
      </h1>
      <Form method="post" {...getFormProps(loginForm)} className={form.stack}>
        <FieldError id={loginForm.errorId} errors={loginForm.errors?.map(errorText)} role="alert" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField
          field={fields.email}
          label={t("login.email")}
          type="email"
          autoComplete="email"
          errorText={errorText}
        />
        <TextField
          field={fields.password}
          label={t("login.password")}
          type="password"
          autoComplete="current-password"
          errorText={errorText}
        />
        <button type="submit" className={buttons.button.primary} disabled={navigation.state === "submitting"}>
          {t("login.submit")}
        </button>
      </Form>
    </section>
  );
}
