import { Link, useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState, type MouseEvent } from "react";

/** The dialog's code comes with the first click: every page carries the button, few visitors open it. */
const JoinDialog = lazy(() => import("./join-dialog"));

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
      {open ? (
        <Suspense fallback={null}>
          <JoinDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
