import { Link } from "@remix-run/react";
import * as buttons from "./button.css";

interface OutcomeProps {
  /** What happened, in the member's language. */
  message: string;
  /** Announced as an alert instead of a status. */
  failed?: boolean;
  /** Marks the success message for tests. */
  testId?: string;
  /** Where the member goes on from here. */
  link: { to: string; text: string; ghost?: boolean };
}

/** What a mailed link or a finished form did, and the way on: the end of the account flows. */
export function Outcome({ message, failed, testId, link }: OutcomeProps) {
  return (
    <>
      {failed ? (
        <p role="alert">{message}</p>
      ) : (
        <p role="status" data-testid={testId}>
          {message}
        </p>
      )}
      <Link to={link.to} className={link.ghost ? buttons.button.ghost : buttons.button.primary}>
        {link.text}
      </Link>
    </>
  );
}
