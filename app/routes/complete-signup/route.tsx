import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import { PageCard } from "~/components/page-card";
import { ResendActivation, ResendStatus, resendOutcome } from "~/features/signup/resend-activation";
import { pageTitle } from "~/utils/meta";

export const handle = { i18n: ["signup"], entryWarning: false };

/** The completion step: welcome, the activation e-mail, and a way on (docs/product.md#signup). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await context.requireUser();
  const t = await context.t("signup");
  const sent = resendOutcome(new URL(request.url).searchParams.get("sent"));
  return json({
    title: t("complete.title"),
    name: user.profile.name,
    email: user.email,
    confirmed: user.status === "confirmed",
    credits: user.credits,
    sent,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export default function CompleteSignup() {
  const { name, email, confirmed, credits, sent } = useLoaderData<typeof loader>();
  const { t } = useTranslation("signup");
  return (
    <PageCard id="complete-title" title={t("complete.welcome", { name })}>
      <p>{t("complete.credits", { count: credits })}</p>
      {!confirmed && (
        <>
          <p>{t("complete.check_mail", { email })}</p>
          <ResendStatus outcome={sent} />
          <ResendActivation redirectTo="/complete-signup?sent=1" />
        </>
      )}
      <p>
        <Link to="/members" className={buttons.button.primary}>
          {t("complete.continue")}
        </Link>
      </p>
    </PageCard>
  );
}
