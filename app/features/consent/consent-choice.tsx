import { useTranslation } from "react-i18next";
import { type ConsentChoice, type ConsentState, CONSENT_NAMESPACE } from "./choice";
import { usePurposeList } from "./consent-banner";
import { ConsentForm, usePendingChoice } from "./consent-form";
import * as styles from "./consent.css";

const OFFER: Record<"none" | ConsentChoice, readonly ConsentChoice[]> = {
  none: ["all", "essential"],
  all: ["essential"],
  essential: ["all"],
};

/**
 * The cookie page's "Your choice" (docs/product.md#cookie-consent-and-tracking-scripts): what the
 * visitor chose, and the button that changes it either way. Nothing on a site without tracking
 * scripts, which has nothing to choose.
 */
export function ConsentChoiceSection({ consent }: { consent: ConsentState }) {
  const { t } = useTranslation(CONSENT_NAMESPACE);
  const purposes = usePurposeList(consent);
  const choice = usePendingChoice() ?? consent.choice ?? "none";
  if (consent.purposes.length === 0) return null;
  return (
    <section className={styles.choice} aria-labelledby="consent-choice-title">
      <h2 id="consent-choice-title">{t("choiceTitle")}</h2>
      <p role="status">{t(`choice.${choice}`, { purposes })}</p>
      <ConsentForm offer={OFFER[choice]} className={styles.choiceActions} />
    </section>
  );
}
