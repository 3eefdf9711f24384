import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import { PageCard } from "~/components/page-card";
import { accountErrorKey } from "~/features/account/errors.server";
import { pageTitle } from "~/utils/meta";

export const handle = { i18n: ["account"] };

/** The undo link of the deletion mail: opening it within 14 days restores the account. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const t = await context.t("account");
  let restored = false;
  if (token) {
    try {
      await context.api.call("undoAccountDeletion", { body: { token } });
      restored = true;
    } catch (error) {
      accountErrorKey(error); // rethrows an API failure (5xx); any refusal means the link is dead
    }
  }
  return json({ restored, title: t("undo.title") }, { headers: { "Cache-Control": "no-store" } });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export default function UndoDeletion() {
  const { restored } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  return (
    <PageCard id="undo-title" title={t("undo.title")}>
      {restored ? (
        <p role="status" data-testid="undo-done">
          {t("undo.done")}
        </p>
      ) : (
        <p role="alert">{t("errors.link_invalid")}</p>
      )}
      <Link to="/login" className={buttons.button.primary}>
        {t("undo.login")}
      </Link>
    </PageCard>
  );
}
