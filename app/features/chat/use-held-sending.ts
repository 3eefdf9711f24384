import { useCallback, useEffect, useMemo, useRef } from "react";
import { siteReachable } from "~/utils/reachable";
import { heldMessage, isSavedCopy, type HeldMessage } from "./held-messages";
import type { SendResult } from "./send.server";

/** A held message the site did not take (no network after all) is tried again this often by itself. */
const HELD_AUTO_RETRIES = 5;
const HELD_RETRY_AFTER_MS = 3000;

/** What a finished send was: a message held for want of a network, a held message sent again, or one typed now. */
export type SendOutcome = "held" | "held-again" | "resent" | "typed";

interface HeldSendingProps {
  busy: boolean;
  submit: (form: FormData) => void;
  held: HeldMessage[];
  onHeld: (held: HeldMessage[]) => void;
  /** Messages held by an earlier page came back: sent once the site answers, without an "online" event. */
  restored: boolean;
}

/**
 * The send footer's messages written without a network (docs/decisions/016-chat.md, "Offline"):
 * held when the browser is offline or the service worker answers "offline", and sent one after the
 * other, each under its own key, once the browser is back online and the site answers. What it
 * returns stays the same from render to render, so the footer settles each answer once.
 */
export function useHeldSending({ busy, submit, held, onHeld, restored }: HeldSendingProps) {
  // What went last (typed or held), and whether it was a held message sent again.
  const lastSent = useRef<FormData | null>(null);
  const resending = useRef(false);
  const autoRetries = useRef(0);
  // The latest props, for the callbacks below (committed before the footer's effects run).
  const latest = useRef({ busy, submit, held, onHeld });
  useEffect(() => {
    latest.current = { busy, submit, held, onHeld };
  });

  const sendHeld = useCallback(() => {
    const { busy, held, onHeld, submit } = latest.current;
    if (busy || held.length === 0 || navigator.onLine === false) return;
    const [next, ...rest] = held;
    onHeld(rest);
    lastSent.current = next.form;
    resending.current = true;
    submit(next.form);
  }, []);
  const sendWhenReachable = useCallback(
    (firstAfterMs = 0) => void siteReachable({ firstAfterMs }).then((answered) => answered && sendHeld()),
    [sendHeld]
  );
  const anyHeld = held.length > 0;
  useEffect(() => {
    if (!anyHeld) return;
    const online = () => sendWhenReachable();
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [anyHeld, sendWhenReachable]);
  useEffect(() => {
    if (restored) sendWhenReachable();
  }, [restored, sendWhenReachable]);

  return useMemo(
    () => ({
      sendHeld,
      /** The form going now, typed by the member. */
      sending: (form: FormData) => {
        lastSent.current = form;
      },
      /** Nothing can go now: the message is held under a key of its own (none was sent with it). */
      hold: (form: FormData) => {
        const { held, onHeld } = latest.current;
        onHeld([...held, heldMessage(form, { freshKey: true })]);
      },
      /** What the fetcher's answer was for the held messages (a gift's answer: "typed", nothing held went). */
      settle: (result: SendResult): SendOutcome => {
        const { held, onHeld } = latest.current;
        const wasHeld = resending.current;
        const form = lastSent.current;
        resending.current = false;
        lastSent.current = null;
        if (result.error === "offline" && form) {
          // The service worker could not reach the server: held again with the key it went with (it
          // may have arrived), unless the page is a saved copy whose key may be an old one.
          const again = heldMessage(form, { freshKey: !wasHeld && isSavedCopy() });
          onHeld(wasHeld ? [again, ...held] : [...held, again]);
          // Tried again by itself a few times while the site cannot be reached; then by "Send now".
          if (autoRetries.current++ < HELD_AUTO_RETRIES) sendWhenReachable(HELD_RETRY_AFTER_MS);
          return wasHeld ? "held-again" : "held";
        }
        if (!wasHeld) return "typed";
        autoRetries.current = 0;
        // The next held message follows the one that went.
        if (!result.error) sendHeld();
        return "resent";
      },
    }),
    [sendHeld, sendWhenReachable]
  );
}
