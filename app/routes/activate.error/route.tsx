import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import { PageCard } from "~/components/page-card";
import { pageTitle } from "~/utils/meta";
import { ResendActivation, ResendStatus, resendOutcome } from "~/features/signup/resend-activation";

export const handle = { i18n: ["signup"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await context.t("signup");
  const user = await context.user();
  return json(
    {
      title: t("activate.error_title"),
      loggedIn: Boolean(user),
      canResend: user?.status === "not_confirmed",
      sent: resendOutcome(new URL(request.url).searchParams.get("sent")),
    },
    { status: 400 }
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

/** "Activation failed" (docs/product.md#accounts-and-login) with help text: how to get a working link. */
export default function ActivateError() {
  const { loggedIn, canResend, sent } = useLoaderData<typeof loader>();
  const { t } = useTranslation("signup");
  return (
    <PageCard id="activate-title" title={t("activate.error_title")}>
      <p>{t("activate.error_help")}</p>
      <ResendStatus outcome={sent} />
      {canResend ? (
        <ResendActivation redirectTo="/activate/error?sent=1" />
      ) : (
        !loggedIn && (
          <Link to="/login?redirectTo=/activate/error" className={buttons.button.primary}>
            {t("activate.login")}
          </Link>
        )
      )}
    </PageCard>
  );
}
