import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import type { Package } from "~/api/schemas/payments";
import { PREMIUM_PHOTO_LIMIT } from "~/domain/profile-values";
import { Price } from "./price";
import * as styles from "./styles.css";

/**
 * The four packages (docs/decisions/017-payments.md): on /credits as credit bundles, on /premium
 * and /pricing as the premium tiers p0–p3. The popular one carries the ribbon in words, not only
 * in colour.
 */
export function PackageList({
  packages,
  currency,
  as,
  linkFor,
  action,
}: {
  packages: Package[];
  currency: string;
  as: "bundles" | "tiers";
  /** Where a package's button leads (its checkout, or the signup for a visitor). */
  linkFor?: (pkg: Package) => string;
  /** Instead of the link: the package's own control (the repeat order's buy button). */
  action?: (pkg: Package) => ReactNode;
}) {
  const { t } = useTranslation("credits");
  return (
    <ul className={styles.packages} data-testid="packages">
      {packages.map((pkg) => {
        const headingId = `package-${pkg.id}`;
        return (
          <li
            key={pkg.id}
            className={[styles.packageCard, as === "tiers" && styles.tierCard, pkg.popular && styles.popular]
              .filter(Boolean)
              .join(" ")}
            data-testid={`package-${pkg.id}`}
            aria-labelledby={headingId}
          >
            {/* Every card has the ribbon's row, so the rows below it line up across the cards. */}
            {pkg.popular ? <p className={styles.ribbon}>{t("packages.popular")}</p> : <span aria-hidden="true" />}
            <h2 id={headingId} className={styles.tier}>
              {as === "tiers" ? t(`packages.tiers.${pkg.id}`) : t("packages.credits", { count: pkg.credits })}
            </h2>
            {as === "tiers" ? <p className={styles.credits}>{t("packages.credits", { count: pkg.credits })}</p> : null}
            <Price amount={pkg.amount} discounted={pkg.discounted_amount} currency={currency} />
            {action ? (
              action(pkg)
            ) : (
              <Link
                to={linkFor?.(pkg) ?? "/credits"}
                className={buttons.button.primary}
                data-testid={`choose-${pkg.id}`}
              >
                {t(as === "tiers" ? "packages.chooseTier" : "packages.choose", {
                  tier: t(`packages.tiers.${pkg.id}`),
                  count: pkg.credits,
                })}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** What premium brings (docs/product.md#credits-and-premium), with the product's claim. */
export function PremiumBenefits() {
  const { t } = useTranslation("credits");
  return (
    <section className={styles.note} aria-labelledby="premium-benefits">
      <h2 id="premium-benefits" className={styles.tier}>
        {t("premium.benefitsTitle")}
      </h2>
      <p className={styles.claim} data-testid="premium-claim">
        {t("premium.claim")}
      </p>
      <ul className={styles.benefits}>
        <li>{t("premium.photos")}</li>
        <li>{t("premium.ownPhotos", { limit: PREMIUM_PHOTO_LIMIT })}</li>
        <li>{t("premium.conversations")}</li>
        <li>{t("premium.keep")}</li>
      </ul>
    </section>
  );
}
