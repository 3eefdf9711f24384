import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import { Modal } from "~/components/modal";
import * as styles from "./styles.css";

/**
 * Suggested first lines for an empty conversation (docs/product.md#chat). Each is a form that
 * puts the line into the text field (?text=…), so it works without JavaScript; with it the list
 * opens as a modal and a choice fills the field at once, to edit before sending.
 */
export function Icebreakers({ lines, onPick }: { lines: string[]; onPick: (line: string) => void }) {
  const { t } = useTranslation("chat");
  const [js, setJs] = useState(false);
  const [open, setOpen] = useState(true);
  useEffect(() => setJs(true), []);
  if (lines.length === 0) return null;
  const list = (
    <ul className={styles.suggestions} data-testid="icebreakers">
      {lines.map((line) => (
        <li key={line}>
          <Form
            method="get"
            onSubmit={(event) => {
              event.preventDefault();
              onPick(line);
              setOpen(false);
              document.getElementById("chat-text")?.focus();
            }}
          >
            <input type="hidden" name="text" value={line} />
            <button type="submit" className={`${buttons.button.ghost} ${styles.suggestion}`}>
              {line}
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
  if (!js || !open) {
    return (
      <section aria-labelledby="icebreakers-title" className={styles.notice}>
        <h2 id="icebreakers-title" className={styles.alertTitle}>
          {t("icebreakers.title")}
        </h2>
        {open ? (
          list
        ) : (
          <button type="button" className={buttons.button.ghost} onClick={() => setOpen(true)}>
            {t("icebreakers.show")}
          </button>
        )}
      </section>
    );
  }
  return (
    <Modal labelledBy="icebreakers-modal-title" onClose={() => setOpen(false)} testId="icebreaker-modal">
      <h2 id="icebreakers-modal-title" className={styles.alertTitle}>
        {t("icebreakers.title")}
      </h2>
      <p>{t("icebreakers.text")}</p>
      {list}
      <button type="button" className={buttons.button.ghost} onClick={() => setOpen(false)}>
        {t("icebreakers.close")}
      </button>
    </Modal>
  );
}
