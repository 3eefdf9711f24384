import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as styles from "./error-page.css";

/**
 * SPEC §2/§8: the status code and a message; 404 reads "This page could not be found" and links
 * home. Server failures say to try later. Never a stack trace.
 */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  const message = status === 404 ? t("errors.notFound") : status >= 500 ? t("errors.tryLater") : t("errors.generic");
  return (
    <section className={styles.box} aria-labelledby="error-title">
      <p className={styles.status}>{status}</p>
      <h1 id="error-title" className={styles.title}>
        {message}
      </h1>
      <Link to="/" className={styles.home}>
        {t("errors.goHome")}
      </Link>
    </section>
  );
}
