import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { siteReachable } from "~/utils/reachable";
import * as styles from "./saved-copy-notice.css";

/** The mark the service worker puts on `<html>` of a page it answers from the saved conversations. */
const SAVED_COPY_MARK = "data-offline-copy";

/**
 * Says that a chat page is the copy saved for offline use, shown only when the service worker
 * answered with it. Back online, the page reads its data again and is a saved copy no more.
 */
export function SavedCopyNotice() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    const online = async () => {
      if (!document.documentElement.hasAttribute(SAVED_COPY_MARK) || !(await siteReachable())) return;
      document.documentElement.removeAttribute(SAVED_COPY_MARK);
      revalidate.current();
    };
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, []);
  return (
    <p className={styles.notice} role="status" data-testid="offline-notice">
      {t("offline.saved")}
    </p>
  );
}
