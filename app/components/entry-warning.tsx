import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import * as buttons from "./button.css";
import * as styles from "./entry-warning.css";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab cycle inside the dialog instead of leaving it for the browser's own UI. */
function trapFocus(event: React.KeyboardEvent<HTMLElement>) {
  if (event.key !== "Tab") return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (items.length === 0) return;
  const [first, last] = [items[0], items[items.length - 1]];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The adult-content warning (docs/product.md#entry-warning). Server-rendered as an open dialog with a backdrop, so
 * it works without JavaScript (the button posts a form that sets a cookie). With JavaScript it
 * becomes a modal dialog: focus stays inside, Escape does not skip it, and focus returns to
 * where it was once confirmed. The page behind is inert until then (PageLayout), with or without
 * JavaScript; `onClose` tells it the warning is gone.
 */
export function EntryWarning({ siteName, onClose }: { siteName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher();
  const ref = useRef<HTMLDialogElement>(null);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    // An installed app never shows the warning (docs/product.md#entry-warning).
    if (window.matchMedia?.("(display-mode: standalone)").matches) {
      setHidden(true);
      onClose();
      return;
    }
    if (dialog && typeof dialog.showModal === "function" && !dialog.matches(":modal")) {
      dialog.close();
      dialog.showModal();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page starts
  }, []);

  if (hidden) return null;
  return (
    <>
      <div className={styles.backdrop} aria-hidden="true" />
      <dialog
        ref={ref}
        open
        className={styles.dialog}
        aria-labelledby="entry-warning-title"
        aria-describedby="entry-warning-text"
        onCancel={(event) => event.preventDefault()}
        onKeyDown={trapFocus}
      >
        <h2 id="entry-warning-title" className={styles.title}>
          {t("entryWarning.title")}
        </h2>
        <p id="entry-warning-text">{t("entryWarning.text", { siteName })}</p>
        <fetcher.Form
          method="post"
          action="/entry-warning"
          className={styles.actions}
          onSubmit={() => {
            ref.current?.close();
            setHidden(true);
            onClose();
          }}
        >
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          <button type="submit" className={buttons.button.primary} autoFocus>
            {t("entryWarning.confirm")}
          </button>
          <a href="https://www.google.com/" rel="noreferrer" className={styles.leave}>
            {t("entryWarning.leave")}
          </a>
        </fetcher.Form>
      </dialog>
    </>
  );
}
