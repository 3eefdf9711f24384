import { Form, Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import * as buttons from "~/components/button.css";
import { ChipsField } from "~/components/fields/choice-chips-field";
import { getFilterField } from "~/components/fields/field";
import { Modal } from "~/components/modal";
import * as styles from "./join-modal.css";

const FORM_ID = "join";

/** One of step 0's fields as /resources/join answers it: its label, preset answer and choices. */
interface JoinField {
  label: string;
  value: string;
  options: { value: string; label: string }[];
}

/** What /resources/join answers: the modal's first step and its texts, in the visitor's language. */
export interface JoinData {
  open: boolean;
  title: string;
  gender: JoinField | null;
  sexuality: JoinField | null;
  texts: { next: string; fine: string; login: string; haveAccount: string; close: string };
}
const noError = () => "";

/**
 * The signup modal of the default layout (docs/product.md#signup): a call to action on a page that
 * is no form already opens the signup's first step over the page. Without JavaScript the same
 * button is a link to /signup. Once a choice is made the signup is in progress: Escape and the
 * backdrop no longer close it, only its own button does.
 */
export function JoinButton({ label, className }: { label: string; className: string }) {
  const [open, setOpen] = useState(false);
  // The modal belongs to the page it opened on: gone once the signup (or any link) leads elsewhere.
  const { key } = useLocation();
  useEffect(() => setOpen(false), [key]);
  return (
    <>
      <Link
        to="/signup"
        className={className}
        data-testid="join-button"
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {label}
      </Link>
      {open ? <JoinModal onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function JoinModal({ onClose }: { onClose: () => void }) {
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
        <Form
          method="post"
          action="/signup"
          id={FORM_ID}
          className={styles.form}
          onChange={() => setStarted(true)}
        >
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
