import { sendSkipWaitingMessage } from "@remix-pwa/sw";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import * as styles from "./new-version-notice.css";

/**
 * A quiet note, not a modal: the member finishes what they are doing and reloads when they like.
 * Reload lets the waiting worker take over, and the page loads again under it.
 */
export default function NewVersionNotice({ waiting }: { waiting: ServiceWorker }) {
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);
  const reload = () => {
    setReloading(true);
    navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
    sendSkipWaitingMessage(waiting);
  };
  return (
    <div role="status" className={styles.notice}>
      <p className={styles.text}>{t("update.available")}</p>
      <button type="button" className={buttons.button.primary} onClick={reload} disabled={reloading}>
        {t("update.reload")}
      </button>
    </div>
  );
}
