import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import { PageCard } from "~/components/page-card";
import { LinkConfirmForm } from "~/features/account/link-confirm";
import { applyLinkToken, linkPageLoader } from "~/features/account/link-token.server";
import { clearAuthToken } from "~/utils/auth.server";
import { pageTitle } from "~/utils/meta";

export const handle = { i18n: ["account"] };

/**
 * The link mailed to the old address after an e-mail change: its button puts the old address
 * back and ends every session (whoever changed it is logged out); then the owner picks a new password.
 */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  linkPageLoader(request, context, "mailChangeUndo.title");

export async function action({ request, context }: ActionFunctionArgs) {
  const error = await applyLinkToken(request, (token) => context.api.call("undoEmailChange", { body: { token } }), [
    "email_taken",
  ]);
  if (error) return json({ error }, { status: 400 });
  // The API ended every session; this browser's cookie goes too.
  return json({ error }, { headers: { "Set-Cookie": await clearAuthToken(context) } });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export default function MailChangeUndo() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const error = result ? result.error : token ? null : "link_invalid";
  return (
    <PageCard id="mail-change-undo-title" title={t("mailChangeUndo.title")}>
      {error ? (
        <p role="alert">{t(`errors.${error}`)}</p>
      ) : result ? (
        <>
          <p role="status" data-testid="mail-change-undone">
            {t("mailChangeUndo.done")}
          </p>
          <Link to="/reset-password" className={buttons.button.primary}>
            {t("mailChangeUndo.reset")}
          </Link>
        </>
      ) : (
        <LinkConfirmForm token={token} text={t("mailChangeUndo.text")} button={t("mailChangeUndo.confirm")} />
      )}
    </PageCard>
  );
}
