import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Package } from "~/api/schemas/payments";
import { choiceQuery } from "./checkout-query";
import { CountryForm, DiscountCodeForm } from "./offer-forms";
import type { Offer } from "./offer.server";
import { PackageList } from "./package-list";
import { DiscountNote } from "./price";
import * as styles from "./styles.css";

/** The checkout of a package, carrying the country and the code that applies. */
export const checkoutPath = (offer: Pick<Offer, "country" | "code" | "codeApplied">, pkg: Pick<Package, "id">) =>
  `/credits/${pkg.id}${choiceQuery({ country: offer.country, code: offer.codeApplied ? offer.code : null })}`;

/**
 * The page the credits, premium and pricing routes share: title, an introduction, the country and
 * discount code forms, the discount that applies and the four packages.
 */
export function OfferPage({
  title,
  intro,
  offer,
  as,
  linkFor = (pkg) => checkoutPath(offer, pkg),
  withCode = true,
  children,
}: {
  title: string;
  intro?: ReactNode;
  offer: Offer;
  as: "bundles" | "tiers";
  linkFor?: (pkg: Package) => string;
  /** The discount code form (members only: a code belongs to a member). */
  withCode?: boolean;
  /** After the packages. */
  children?: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {intro}
      </header>
      <div className={styles.choices}>
        <CountryForm offer={offer} />
        {withCode ? <DiscountCodeForm offer={offer} /> : null}
      </div>
      <DiscountNote discount={offer.discount} />
      <PackageList packages={offer.packages} currency={offer.currency} as={as} linkFor={linkFor} />
      {children}
    </div>
  );
}

/** A member with a stored card buys again in one step. */
export function RepeatOrderLink({ card }: { card: Offer["storedCard"] }) {
  const { t } = useTranslation("credits");
  if (!card) return null;
  return (
    <p className={styles.note}>
      <Link to="/credits/repeat-order" data-testid="repeat-order-link">
        {t("repeat.link", { last4: card.last4 })}
      </Link>
    </p>
  );
}
