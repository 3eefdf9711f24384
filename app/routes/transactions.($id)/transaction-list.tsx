import { Link } from "@remix-run/react";
import * as buttons from "~/components/button.css";
import { usePaymentText } from "./labels";
import type { ShownPayment } from "./transactions.server";
import * as styles from "./styles.css";

/** The member's payments, newest first: date, package, method, amount, transaction fee, status, and a receipt each. */
export function TransactionList({ title, payments }: { title: string; payments: ShownPayment[] }) {
  const text = usePaymentText();
  const { t } = text;
  return (
    <section className={styles.page} aria-labelledby="transactions-title">
      <h1 id="transactions-title" className={styles.title}>
        {title}
      </h1>
      {payments.length === 0 ? (
        <>
          <p className={styles.empty}>{t("empty")}</p>
          <p>
            <Link to="/credits" className={buttons.button.primary}>
              {t("buy")}
            </Link>
          </p>
        </>
      ) : (
        <div className={styles.scroller} role="region" aria-labelledby="transactions-title" tabIndex={0}>
          <table className={styles.table} data-testid="transactions">
            <thead>
              <tr>
                <th scope="col">{t("columns.date")}</th>
                <th scope="col">{t("columns.package")}</th>
                <th scope="col">{t("columns.method")}</th>
                <th scope="col" className={styles.amount}>
                  {t("columns.amount")}
                </th>
                <th scope="col" className={styles.amount}>
                  {t("columns.fee")}
                </th>
                <th scope="col">{t("columns.status")}</th>
                <th scope="col">{t("columns.receipt")}</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((p) => (
                <tr key={p.payment_id}>
                  <td>{text.day(p.created_at)}</td>
                  <td>{t("credits", { count: p.credits })}</td>
                  <td>{text.method(p.method)}</td>
                  <td className={styles.amount}>{text.money(p.amount, p.currency)}</td>
                  <td className={styles.amount}>{text.money(p.transaction_fee, p.currency)}</td>
                  <td>{text.status(p.shown)}</td>
                  <td>
                    <Link to={`/transactions/${p.payment_id}`}>
                      {t(p.status === "completed" ? "receiptLink" : "detailsLink", { id: p.payment_id })}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
