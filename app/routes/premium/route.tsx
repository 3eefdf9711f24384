import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { OfferPage } from "~/features/payments/offer-page";
import { offerPage } from "~/features/payments/offer-page.server";
import { PremiumBenefits } from "~/features/payments/package-list";
import * as styles from "~/features/payments/styles.css";
import { pageTitle } from "~/utils/meta";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

export const handle = { i18n: ["credits"] };

/**
 * /premium (docs/decisions/017-payments.md): the four packages as premium tiers p0–p3, the popular
 * ribbon and what premium brings. Any purchase makes the member premium.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return json(await offerPage(request, context, "premium.title"));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export default function Premium() {
  const { offer, member, title } = useLoaderData<typeof loader>();
  const { t } = useTranslation("credits");
  return (
    <OfferPage
      title={title}
      offer={offer}
      as="tiers"
      intro={<p className={styles.lead}>{member?.paid ? t("premium.alreadyPremium") : t("premium.intro")}</p>}
    >
      <PremiumBenefits />
    </OfferPage>
  );
}
