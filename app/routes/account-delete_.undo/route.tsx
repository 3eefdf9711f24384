import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Outcome } from "~/components/outcome";
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
      <Outcome
        message={restored ? t("undo.done") : t("errors.link_invalid")}
        failed={!restored}
        testId="undo-done"
        link={{ to: "/login", text: t("undo.login") }}
      />
    </PageCard>
  );
}
