import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import * as buttons from "~/components/button.css";
import { usePaymentText } from "./labels";
import type { ShownPayment } from "./transactions.server";
import * as styles from "./styles.css";

export interface ReceiptCompany {
  name: string;
  address: string;
  city: string;
  country: string;
  kvk: string;
  vatNumbers: string[];
  tradenames: string[];
}

/** The print button needs JavaScript; without it the browser's own print command prints the same page. */
function PrintButton({ label }: { label: string }) {
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  if (!scripted) return null;
  return (
    <button type="button" className={buttons.button.primary} onClick={() => window.print()}>
      {label}
    </button>
  );
}

/**
 * One payment's receipt (docs/product.md#transactions): who sold it (the company's name, address,
 * KvK and VAT numbers), what was bought at which price, discount, fee and total, and the refund
 * period. Printable: the print stylesheet leaves the site's chrome out.
 */
export function Receipt({
  title,
  payment: p,
  company,
  refundDays,
}: {
  title: string;
  payment: ShownPayment;
  company: ReceiptCompany;
  refundDays: number;
}) {
  const text = usePaymentText();
  const { t } = text;
  const money = (minor: number) => text.money(minor, p.currency);
  // The discount as an amount: the list price less what was paid for the package (the fee aside).
  const discountAmount = p.list_amount - (p.amount - p.transaction_fee);
  return (
    <section className={styles.page} aria-labelledby="receipt-title">
      <div className={styles.receipt} data-testid="receipt">
        <h1 id="receipt-title" className={styles.title}>
          {title}
        </h1>
        <address className={styles.seller} data-testid="receipt-seller">
          <span className={styles.sellerName}>{company.name}</span>
          {company.tradenames.length > 0 ? (
            <span>{t("receipt.tradenames", { names: company.tradenames.join(", ") })}</span>
          ) : null}
          <span>{company.address}</span>
          <span>{company.city}</span>
          <span>{text.country(company.country)}</span>
          <span>{t("receipt.kvk", { number: company.kvk })}</span>
          {company.vatNumbers.length > 0 ? (
            <span>
              {t("receipt.vat", { count: company.vatNumbers.length, numbers: company.vatNumbers.join(", ") })}
            </span>
          ) : null}
        </address>
        <dl className={styles.details}>
          <dt>{t("receipt.number")}</dt>
          <dd>{p.payment_id}</dd>
          <dt>{t("receipt.date")}</dt>
          <dd>{text.date(p.completed_at ?? p.created_at)}</dd>
          <dt>{t("columns.status")}</dt>
          <dd>{text.status(p.shown)}</dd>
          <dt>{t("columns.method")}</dt>
          <dd>{text.method(p.method)}</dd>
          <dt>{t("columns.package")}</dt>
          <dd>{t("credits", { count: p.credits })}</dd>
          <dt>{t("receipt.price")}</dt>
          <dd>{money(p.list_amount)}</dd>
          {p.discount ? (
            <>
              <dt>
                {t("receipt.discount", { code: p.discount.code, percent: text.percent(p.discount.value_percentage) })}
              </dt>
              <dd>−{money(discountAmount)}</dd>
            </>
          ) : null}
          <dt>{t("columns.fee")}</dt>
          <dd>{money(p.transaction_fee)}</dd>
          <dt className={styles.total}>{t("receipt.total")}</dt>
          <dd className={styles.total}>{money(p.amount)}</dd>
        </dl>
        {refundDays > 0 ? (
          <p className={styles.note}>
            {t("receipt.refund", { count: refundDays })}{" "}
            <Link to="/pages/return-policy">{t("receipt.returnPolicy")}</Link>
          </p>
        ) : null}
        <div className={styles.actions} data-print="hide">
          <PrintButton label={t("receipt.print")} />
          <Link to="/transactions" className={buttons.button.ghost}>
            {t("receipt.all")}
          </Link>
        </div>
      </div>
    </section>
  );
}
