import { useForm } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Outcome } from "~/components/outcome";
import { PageCard } from "~/components/page-card";
import type { RouteHandle } from "~/components/page-layout";
import { PasswordField } from "~/components/fields/password-field";
import { ServerForm } from "~/components/fields/server-form";
import { accountErrorKey } from "~/features/account/errors.server";
import { parseForm, PASSWORD_MIN_LENGTH, ResetPasswordFormSchema } from "~/features/account/forms.server";
import { pageTitle } from "~/utils/meta";
import { readForm } from "~/utils/read-form.server";

/** docs/product.md#entry-warning: no entry warning on the reset pages. */
export const handle: RouteHandle = { i18n: ["account"], entryWarning: false };

/** The link of the reset mail: checked at once, so a dead link says so before anything is typed. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const t = await context.t("account");
  let valid = token !== "";
  if (valid) {
    try {
      await context.api.call("checkPasswordResetToken", { query: { token } });
    } catch (error) {
      accountErrorKey(error);
      valid = false;
    }
  }
  return json({ token, valid, minLength: PASSWORD_MIN_LENGTH, title: t("resetDo.title") });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseForm(await readForm(request), ResetPasswordFormSchema);
  const hide = { hideFields: ["password", "password_repeat"] };
  if (submission.status !== "success") return json({ result: submission.reply(hide), done: false }, { status: 400 });
  try {
    await context.api.call("resetPassword", {
      body: { token: submission.value.token, password: submission.value.password },
    });
    // The API now knows this browser as the member's: it keeps its device id.
    const device = await context.deviceCookie();
    return json(
      { result: submission.reply({ resetForm: true }), done: true },
      { headers: device ? { "Set-Cookie": device } : undefined }
    );
  } catch (error) {
    return json(
      { result: submission.reply({ formErrors: [accountErrorKey(error)], ...hide }), done: false },
      { status: 400 }
    );
  }
}

export default function ResetPasswordDo() {
  const { token, valid, minLength } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const [resetForm, fields] = useForm<{ token: string; password: string; password_repeat: string }>({
    lastResult: actionData?.result,
  });
  const errorText = (key: string) => t(`errors.${key}`, { min: minLength });
  const linkDead = !valid || resetForm.errors?.includes("link_invalid");

  return (
    <PageCard id="reset-do-title" title={t("resetDo.title")}>
      {actionData?.done ? (
        <Outcome message={t("resetDo.done")} testId="reset-done" link={{ to: "/login", text: t("resetDo.login") }} />
      ) : linkDead ? (
        <Outcome
          message={t("errors.link_invalid")}
          failed
          link={{ to: "/reset-password", text: t("resetDo.requestNew") }}
        />
      ) : (
        <ServerForm form={resetForm} errorText={errorText} submit={t("resetDo.submit")}>
          <input type="hidden" name="token" value={token} />
          <PasswordField field={fields.password} label={t("resetDo.password")} autoComplete="new-password" />
          <PasswordField
            field={fields.password_repeat}
            label={t("resetDo.passwordRepeat")}
            autoComplete="new-password"
          />
        </ServerForm>
      )}
    </PageCard>
  );
}
