import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
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
      {error ? (
        <p role="alert">{t(`errors.${error}`)}</p>
      ) : (
        <p role="status" data-testid="mail-change-done">
          {t("mailChange.done")}
        </p>
      )}
      <Link to="/notifications" className={buttons.button.ghost}>
        {t("mailChange.toSettings")}
      </Link>
    </PageCard>
  );
}
