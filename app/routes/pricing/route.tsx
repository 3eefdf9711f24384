import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { OfferPage } from "~/features/payments/offer-page";
import { offerPage } from "~/features/payments/offer-page.server";
import { PremiumBenefits } from "~/features/payments/package-list";
import * as styles from "~/features/payments/styles.css";
import type { RootLoader } from "~/root";
import { pageTitle } from "~/utils/meta";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

export const handle = { i18n: ["credits"] };

/**
 * /pricing: the public /premium (the footer links to it on every page). A visitor sees the prices
 * of their country and is led to the signup (or the login where signups are closed); a member to checkout.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return json(await offerPage(request, context, "pricing.title", { member: false }));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export default function Pricing() {
  const { offer, member, title } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootLoader>("root");
  const { t } = useTranslation("credits");
  const visitorLink = root?.site.signupOpen ? "/signup" : "/login?redirectTo=%2Fpremium";
  return (
    <OfferPage
      title={title}
      offer={offer}
      as="tiers"
      withCode={Boolean(member)}
      linkFor={member ? undefined : () => visitorLink}
      intro={<p className={styles.lead}>{t(member ? "premium.intro" : "pricing.intro")}</p>}
    >
      <PremiumBenefits />
    </OfferPage>
  );
}
