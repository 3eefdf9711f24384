import { useEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
import * as styles from "./modal.css";

/** What Tab may reach inside the dialog, in order. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab go round inside the dialog: a modal <dialog> makes the page behind inert, but
 * the browser would still let Tab leave it for its own toolbar and leave the member's focus nowhere.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog (native <dialog>, so the page behind is inert; Tab goes round inside it). Escape
 * and a click on the backdrop close it unless `closable` is false; focus goes back to where it was.
 */
export function Modal({
  labelledBy,
  onClose,
  closable = true,
  children,
  testId,
}: {
  labelledBy: string;
  onClose: () => void;
  closable?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => opener?.focus?.();
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={labelledBy}
      data-testid={testId}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        event.preventDefault();
        if (closable) onClose();
      }}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (closable && event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.content}>{children}</div>
    </dialog>
  );
}
