import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { REACHABLE_EVERY_MS, siteReachable } from "~/utils/reachable";
import * as styles from "./saved-copy-notice.css";

/** The mark the service worker puts on `<html>` of a page it answers from the saved conversations. */
const SAVED_COPY_MARK = "data-offline-copy";

const isSavedCopy = () => document.documentElement.hasAttribute(SAVED_COPY_MARK);

/**
 * Says that a chat page is the copy saved for offline use, shown only when the service worker
 * answered with it. Back online, the page reads its data again and is a saved copy no more. The
 * page asks by itself whether the site answers again: the browser's "online" event may come late
 * or not at all (a slow phone, a network that came back while the page was starting), and the
 * notice would stay until a reload.
 */
export function SavedCopyNotice() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    if (!isSavedCopy()) return;
    let left = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      clearTimeout(timer);
      if (left || !isSavedCopy()) return;
      if (await siteReachable({ attempts: 1 })) {
        if (left || !isSavedCopy()) return;
        document.documentElement.removeAttribute(SAVED_COPY_MARK);
        revalidate.current();
        return;
      }
      timer = setTimeout(check, REACHABLE_EVERY_MS);
    };
    const online = () => void check();
    window.addEventListener("online", online);
    void check();
    return () => {
      left = true;
      clearTimeout(timer);
      window.removeEventListener("online", online);
    };
  }, []);
  return (
    <p className={styles.notice} role="status" data-testid="offline-notice">
      {t("offline.saved")}
    </p>
  );
}
