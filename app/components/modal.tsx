import { useEffect, useRef, type ReactNode } from "react";
import * as styles from "./modal.css";

/**
 * A modal dialog (native <dialog>, so focus stays inside and the page behind is inert). Escape and
 * a click on the backdrop close it unless `closable` is false; focus goes back to where it was.
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
