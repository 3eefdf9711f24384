import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Outcome } from "~/components/outcome";
import { PageCard } from "~/components/page-card";
import { LinkConfirmForm } from "~/features/account/link-confirm";
import { applyLinkToken, linkPageLoader } from "~/features/account/link-token.server";
import { pageTitle } from "~/utils/meta";

export const handle = { i18n: ["account"] };

/**
 * The link mailed to the new address opens this page; its button applies the change (the click
 * proves the member owns that mailbox). The token works once, so a second use reads "expired or invalid".
 */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  linkPageLoader(request, context, "mailChange.title");

export async function action({ request, context }: ActionFunctionArgs) {
  const error = await applyLinkToken(request, (token) => context.api.call("confirmEmailChange", { body: { token } }), [
    "email_taken",
  ]);
  return json({ error }, { status: error ? 400 : 200 });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export default function MailChangeDo() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const error = result ? result.error : token ? null : "link_invalid";
  return (
    <PageCard id="mail-change-title" title={t("mailChange.title")}>
      {error || result ? (
        <Outcome
          message={error ? t(`errors.${error}`) : t("mailChange.done")}
          failed={Boolean(error)}
          testId="mail-change-done"
          link={{ to: "/notifications", text: t("mailChange.toSettings"), ghost: true }}
        />
      ) : (
        <LinkConfirmForm token={token} text={t("mailChange.confirmText")} button={t("mailChange.confirm")} />
      )}
    </PageCard>
  );
}
