import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { OfferPage, RepeatOrderLink } from "~/features/payments/offer-page";
import { offerPage } from "~/features/payments/offer-page.server";
import * as styles from "~/features/payments/styles.css";
import { pageTitle } from "~/utils/meta";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

export const handle = { i18n: ["credits"], pwaBack: true };

/** /credits (docs/decisions/017-payments.md): the four packages as credit bundles, for the member's country. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return json(await offerPage(request, context, "credits.title"));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export default function Credits() {
  const { offer, member, title } = useLoaderData<typeof loader>();
  const { t } = useTranslation("credits");
  return (
    <OfferPage
      title={title}
      offer={offer}
      as="bundles"
      intro={
        <>
          <p className={styles.lead} data-testid="credits-balance">
            {t("credits.balance", { count: member?.credits ?? 0 })}
          </p>
          {member?.paid ? null : (
            <p className={styles.lead}>
              {t("credits.firstPurchase")} <Link to="/premium">{t("credits.aboutPremium")}</Link>
            </p>
          )}
          <RepeatOrderLink card={offer.storedCard} />
        </>
      }
    />
  );
}
