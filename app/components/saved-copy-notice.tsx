import { useTranslation } from "react-i18next";
import * as styles from "./saved-copy-notice.css";

/** Says that a chat page is the copy saved for offline use, shown only when the service worker answered with it. */
export function SavedCopyNotice() {
  const { t } = useTranslation();
  return (
    <p className={styles.notice} role="status" data-testid="offline-notice">
      {t("offline.saved")}
    </p>
  );
}
