import { useForm } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageCard } from "~/components/page-card";
import type { RouteHandle } from "~/components/page-layout";
import { ServerForm } from "~/components/fields/server-form";
import { TextField } from "~/components/fields/text-field";
import { accountErrorKey } from "~/features/account/errors.server";
import { parseForm, ResetRequestFormSchema } from "~/features/account/forms.server";
import { pageTitle } from "~/utils/meta";
import { readForm } from "~/utils/read-form.server";

/** docs/product.md#entry-warning: no entry warning on the reset pages. */
export const handle: RouteHandle = { i18n: ["account"], entryWarning: false };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await context.user();
  const t = await context.t("account");
  return json({ email: user?.email ?? new URL(request.url).searchParams.get("email") ?? "", title: t("reset.title") });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseForm(await readForm(request), ResetRequestFormSchema);
  if (submission.status !== "success") return json({ result: submission.reply(), sentTo: null }, { status: 400 });
  const { email } = submission.value;
  // Only a member asking for their own address may hear that it has an account (docs/product.md#accounts-and-login);
  // anyone else gets the same answer for known and unknown addresses.
  const own = (await context.user())?.email.toLowerCase() === email.toLowerCase();
  const sent = json({ result: submission.reply({ resetForm: true }), sentTo: email, own });
  try {
    await context.api.call("requestPasswordReset", { body: { email } });
    return sent;
  } catch (error) {
    const key = accountErrorKey(error);
    // An API that still tells unknown addresses apart is answered like a sent mail.
    if (key === "email_not_found") return sent;
    return json(
      { result: submission.reply({ formErrors: [key] }), sentTo: null },
      { status: key === "too_many_reset_mails" ? 429 : 400 }
    );
  }
}

export default function ResetPassword() {
  const { email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const [resetForm, fields] = useForm<{ email: string }>({ lastResult: actionData?.result, defaultValue: { email } });
  const errorText = (key: string) => t(`errors.${key}`);

  return (
    <PageCard id="reset-title" title={t("reset.title")}>
      {actionData?.sentTo ? (
        <p role="status" data-testid="reset-sent">
          {t("own" in actionData && actionData.own ? "reset.sent" : "reset.sentAny", { email: actionData.sentTo })}
        </p>
      ) : (
        <ServerForm
          form={resetForm}
          errorText={errorText}
          submit={t("reset.submit")}
          status={<p>{t("reset.intro")}</p>}
        >
          <TextField field={fields.email} label={t("reset.email")} type="email" autoComplete="email" />
        </ServerForm>
      )}
      <p>
        <Link to="/login">{t("reset.backToLogin")}</Link>
      </p>
    </PageCard>
  );
}
