import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Outcome } from "~/components/outcome";
import { PageCard } from "~/components/page-card";
import { accountErrorKey } from "~/features/account/errors.server";
import { pageTitle } from "~/utils/meta";

export const handle = { i18n: ["account"] };

/**
 * The link mailed to the new address applies the change when opened: the click is the proof that
 * the member owns that mailbox. The token works once, so opening it again reads "expired or invalid".
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const t = await context.t("account");
  let error: string | null = token ? null : "link_invalid";
  if (token) {
    try {
      await context.api.call("confirmEmailChange", { body: { token } });
    } catch (e) {
      error = accountErrorKey(e) === "email_taken" ? "email_taken" : "link_invalid";
    }
  }
  return json({ error, title: t("mailChange.title") }, { headers: { "Cache-Control": "no-store" } });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export default function MailChangeDo() {
  const { error } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  return (
    <PageCard id="mail-change-title" title={t("mailChange.title")}>
      <Outcome
        message={error ? t(`errors.${error}`) : t("mailChange.done")}
        failed={Boolean(error)}
        testId="mail-change-done"
        link={{ to: "/notifications", text: t("mailChange.toSettings"), ghost: true }}
      />
    </PageCard>
  );
}
