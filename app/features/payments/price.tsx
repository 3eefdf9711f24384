import { useTranslation } from "react-i18next";
import { useFormatters } from "~/i18n/format";
import * as styles from "./styles.css";

/**
 * A package's price in the member's language. With a discount the list price is struck through
 * and the new one follows; screen readers hear "was … now …" rather than two bare amounts.
 */
export function Price({
  amount,
  discounted,
  currency,
}: {
  amount: number;
  discounted: number | null;
  currency: string;
}) {
  const { t } = useTranslation("credits");
  const { money } = useFormatters();
  if (discounted === null || discounted >= amount)
    return (
      <p className={styles.price} data-testid="price">
        <span className={styles.newPrice}>{money(amount, currency)}</span>
      </p>
    );
  return (
    <p className={styles.price} data-testid="price">
      <del className={styles.oldPrice} data-testid="old-price">
        <span className="visually-hidden">{t("price.was")} </span>
        {money(amount, currency)}
      </del>
      <ins className={styles.newPrice} data-testid="new-price">
        <span className="visually-hidden">{t("price.now")} </span>
        {money(discounted, currency)}
      </ins>
    </p>
  );
}

/** "25% off with SUMMER25": the discount the prices include. */
export function DiscountNote({ discount }: { discount: { code: string; percent: string } | null }) {
  const { t } = useTranslation("credits");
  if (!discount) return null;
  return (
    <p className={styles.discountNote} data-testid="discount-note">
      {t("discount.applied", { percent: Number(discount.percent), code: discount.code })}
    </p>
  );
}
