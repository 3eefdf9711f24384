import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Outcome } from "~/components/outcome";
import { PageCard } from "~/components/page-card";
import { LinkConfirmForm } from "~/features/account/link-confirm";
import { applyLinkToken, linkPageLoader } from "~/features/account/link-token.server";
import { pageTitle } from "~/utils/meta";

export const handle = { i18n: ["account"] };

/** The undo link of the deletion mail opens this page; its button restores the account within 14 days. */
export const loader = ({ request, context }: LoaderFunctionArgs) => linkPageLoader(request, context, "undo.title");

export async function action({ request, context }: ActionFunctionArgs) {
  const error = await applyLinkToken(request, (token) => context.api.call("undoAccountDeletion", { body: { token } }));
  return json({ restored: !error }, { status: error ? 400 : 200 });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export default function UndoDeletion() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("account");
  return (
    <PageCard id="undo-title" title={t("undo.title")}>
      {result || !token ? (
        <Outcome
          message={result?.restored ? t("undo.done") : t("errors.link_invalid")}
          failed={!result?.restored}
          testId="undo-done"
          link={{ to: "/login", text: t("undo.login") }}
        />
      ) : (
        <LinkConfirmForm token={token} text={t("undo.confirmText")} button={t("undo.confirm")} />
      )}
    </PageCard>
  );
}
