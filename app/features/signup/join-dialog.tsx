import { Form, Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import * as buttons from "~/components/button.css";
import { ChipsField } from "~/components/fields/choice-chips-field";
import { getFilterField } from "~/components/fields/field";
import { Modal } from "~/components/modal";
import type { JoinData } from "./join-modal";
import * as styles from "./join-modal.css";

const FORM_ID = "join";
const noError = () => "";

/** The signup modal's dialog (JoinButton opens it): the first step from /resources/join. */
export default function JoinModal({ onClose }: { onClose: () => void }) {
  const fetcher = useFetcher<JoinData>();
  const [started, setStarted] = useState(false);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    fetcher.load("/resources/join");
  }, [fetcher]);
  const data = fetcher.data;
  return (
    <Modal labelledBy="join-title" onClose={onClose} closable={!started} testId="join-modal">
      {!data ? (
        <p id="join-title" role="status" className={styles.loading}>
          …
        </p>
      ) : !data.gender && !data.sexuality ? (
        // The site's first question is typed (the date of birth): the signup page asks it.
        <div className={styles.form}>
          <h2 id="join-title" className={styles.title}>
            {data.title}
          </h2>
          <Link to="/signup" className={`${buttons.button.primary} ${styles.submit}`}>
            {data.texts.next}
          </Link>
        </div>
      ) : (
        <Form method="post" action="/signup" id={FORM_ID} className={styles.form} onChange={() => setStarted(true)}>
          <h2 id="join-title" className={styles.title}>
            {data.title}
          </h2>
          <input type="hidden" name="step" value={0} />
          {(["gender", "sexuality"] as const).map((name) => {
            const field = data[name];
            return field ? (
              <ChipsField
                key={name}
                size="large"
                field={getFilterField(FORM_ID, name, field.value || undefined)}
                label={field.label}
                options={field.options}
                errorText={noError}
              />
            ) : null;
          })}
          <button type="submit" className={`${buttons.button.primary} ${styles.submit}`} data-testid="join-next">
            {data.texts.next}
          </button>
          <p className={styles.fine}>{data.texts.fine}</p>
          <p className={styles.fine}>
            {data.texts.haveAccount} <Link to="/login">{data.texts.login}</Link>
          </p>
          <button type="button" className={buttons.button.ghost} onClick={onClose}>
            {data.texts.close}
          </button>
        </Form>
      )}
    </Modal>
  );
}
