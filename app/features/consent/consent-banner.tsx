import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useFormatters } from "~/i18n/format";
import { consentAsked, CONSENT_CHOICES, type ConsentState } from "./choice";
import { ConsentForm, usePendingChoice } from "./consent-form";
import * as styles from "./consent.css";

/** "visit statistics and advertising measurement": the site's purposes, in the page's language. */
export function usePurposeList(consent: ConsentState): string {
  const { t } = useTranslation();
  const { list } = useFormatters();
  return list(consent.purposes.map((purpose) => t(`consent.purposes.${purpose}`)));
}

/**
 * The cookie banner (docs/product.md#cookie-consent-and-tracking-scripts): on every page while a
 * site with tracking scripts has no answer from this visitor. Not a dialog: the page stays usable,
 * and the banner waits at the bottom of the window. Gone as soon as an answer is on its way.
 */
export function ConsentBanner({ consent, siteName }: { consent: ConsentState; siteName: string }) {
  const { t } = useTranslation();
  const purposes = usePurposeList(consent);
  const pending = usePendingChoice();
  if (!consentAsked(consent) || pending) return null;
  return (
    <section className={styles.banner} aria-labelledby="consent-banner-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h2 id="consent-banner-title" className={styles.title}>
            {t("consent.title")}
          </h2>
          <p className={styles.text}>
            {t("consent.text", { siteName, purposes })} <Link to="/pages/cookies">{t("consent.policy")}</Link>
          </p>
        </div>
        <ConsentForm offer={CONSENT_CHOICES} className={styles.actions} />
      </div>
    </section>
  );
}
