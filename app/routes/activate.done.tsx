import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import { PageCard } from "~/components/page-card";
import { getFixedT } from "~/i18n/i18n.server";
import { detectLocale } from "~/i18n/detect-locale.server";
import { pageTitle } from "~/utils/meta";
import { getCurrentUser } from "~/utils/session.server";

export const handle = { i18n: ["signup"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await getFixedT(await detectLocale(request, context.tenant), "signup");
  return json({ title: t("activate.done_title"), loggedIn: Boolean(await getCurrentUser(request, context)) });
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
