import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import { PageCard } from "~/components/page-card";
import { pageTitle } from "~/utils/meta";

export const handle = { i18n: ["signup"] };

export async function loader({ context }: LoaderFunctionArgs) {
  const t = await context.t("signup");
  return json({ title: t("activate.done_title"), loggedIn: Boolean(await context.user()) });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export default function ActivateDone() {
  const { loggedIn } = useLoaderData<typeof loader>();
  const { t } = useTranslation("signup");
  return (
    <PageCard id="activate-title" title={t("activate.done_title")}>
      <p>{t("activate.done_text")}</p>
      <Link to={loggedIn ? "/members" : "/login"} className={buttons.button.primary}>
        {loggedIn ? t("complete.continue") : t("activate.login")}
      </Link>
    </PageCard>
  );
}
