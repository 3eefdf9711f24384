import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import { PageCard } from "~/components/page-card";
import { pageTitle } from "~/utils/meta";

export const handle = { i18n: ["account"] };

export async function loader({ context }: LoaderFunctionArgs) {
  const t = await context.t("account");
  return json({ title: t("deleted.title") });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

/** Where a member lands after deleting the account (logged out); the undo link is in the mail. */
export default function AccountDeleted() {
  const { t } = useTranslation("account");
  return (
    <PageCard id="deleted-title" title={t("deleted.title")}>
      <p>{t("deleted.text", { days: 14 })}</p>
      <Link to="/" className={buttons.button.ghost}>
        {t("deleted.home")}
      </Link>
    </PageCard>
  );
}
