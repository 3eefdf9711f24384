import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useFormatters } from "~/i18n/format";
import { CONSENT_CHOICES, type ConsentState, CONSENT_NAMESPACE } from "./choice";
import { ConsentForm, usePendingChoice } from "./consent-form";
import * as styles from "./consent.css";

/** "visit statistics and advertising measurement": the site's purposes, in the page's language. */
export function usePurposeList(consent: ConsentState): string {
  const { t } = useTranslation(CONSENT_NAMESPACE);
  const { list } = useFormatters();
  return list(consent.purposes.map((purpose) => t(`purposes.${purpose}`)));
}

/**
 * The cookie banner (docs/product.md#cookie-consent-and-tracking-scripts): on every page while a
 * site with tracking scripts has no answer from this visitor. Not a dialog: the page stays usable,
 * and the banner waits at the bottom of the window. Gone as soon as an answer is on its way.
 */
export function ConsentBanner({ consent, siteName }: { consent: ConsentState; siteName: string }) {
  const { t } = useTranslation(CONSENT_NAMESPACE);
  const purposes = usePurposeList(consent);
  const pending = usePendingChoice();
  if (!consent.asked || pending) return null;
  return (
    <section className={styles.banner} aria-labelledby="consent-banner-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h2 id="consent-banner-title" className={styles.title}>
            {t("title")}
          </h2>
          <p className={styles.text}>
            {t("text", { siteName, purposes })} <Link to="/pages/cookies">{t("policy")}</Link>
          </p>
        </div>
        <ConsentForm offer={CONSENT_CHOICES} className={styles.actions} />
      </div>
    </section>
  );
}
