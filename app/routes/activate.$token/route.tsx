import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageCard } from "~/components/page-card";
import { isApiError } from "~/api/errors";
import { LinkConfirmForm } from "~/features/account/link-confirm";
import { pageTitle } from "~/utils/meta";

export const handle = { i18n: ["signup"] };

const TOKEN = /^[\w-]{10,200}$/;

/**
 * The e-mailed link opens this page (a mail scanner's GET activates nothing); its button activates
 * once, then lands on /activate/done; a bad or used link on /activate/error.
 */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  if (!TOKEN.test(token)) throw redirect("/activate/error");
  const t = await context.t("signup");
  return json({ token, title: t("activate.confirm_title") }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ context, params }: ActionFunctionArgs) {
  const token = params.token ?? "";
  if (!TOKEN.test(token)) throw redirect("/activate/error");
  try {
    await context.api.call("activate", { body: { token } });
  } catch (error) {
    if (isApiError(error) && error.status < 500) throw redirect("/activate/error");
    throw error;
  }
  throw redirect("/activate/done");
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export default function Activate() {
  const { token } = useLoaderData<typeof loader>();
  const { t } = useTranslation("signup");
  return (
    <PageCard id="activate-title" title={t("activate.confirm_title")}>
      <LinkConfirmForm token={token} text={t("activate.confirm_text")} button={t("activate.confirm_button")} />
    </PageCard>
  );
}
