import { Link, useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import * as forms from "~/components/form.css";
import type { ConversationResponse } from "~/api/schemas/chat";
import { TYPING_SEND_EVERY_MS } from "~/domain/chat";
import { hasContent, type HeldMessage } from "./held-messages";
import { charactersLeft } from "./messages";
import type { SendResult } from "./send.server";
import { SendError } from "./send-error";
import { useHeldSending } from "./use-held-sending";
import * as styles from "./styles.css";

export const sendFetcherKey = (partnerId: number) => `chat-send-${partnerId}`;

interface FooterProps {
  partner: { id: number; name: string };
  rules: ConversationResponse["rules"];
  viewer: { credits: number; paid: boolean };
  sendKey: string;
  gifts: { id: number; key: string }[];
  text: string;
  onText: (text: string) => void;
  /** Messages written without a network, oldest first (held-messages.ts). */
  held: HeldMessage[];
  onHeld: (held: HeldMessage[]) => void;
  /** Messages held earlier came back (held-store.ts): they go as soon as the site answers. */
  restored: boolean;
}

/**
 * The send footer (docs/product.md#chat): one form with the text (a live counter against the site's message
 * length), an image and the send button, and a gift menu. Without JavaScript it posts and comes
 * back to the conversation; with it the post runs in place, the text shows at once and the field
 * empties once sent. The hidden key is the send's Idempotency-Key. Every refusal keeps the text.
 * Without a network a message is held, marked unsent, and sent when the browser is back online.
 */
export function SendFooter(props: FooterProps) {
  const { partner, rules, viewer, sendKey, gifts, text, onText, held, onHeld, restored } = props;
  const { t } = useTranslation(["chat", "members"]);
  const fetcher = useFetcher<SendResult>({ key: sendFetcherKey(partner.id) });
  const posted = useActionData<SendResult>();
  const result = fetcher.state === "idle" ? fetcher.data ?? posted : undefined;
  const busy = fetcher.state !== "idle";
  // After a failure the form goes again under the key it went with: the API may have stored the
  // message and lost only its answer (send.server.ts). A held message keeps its own key.
  const key = result?.error && result.error !== "offline" && result.key ? result.key : sendKey;
  const [js, setJs] = useState(false);
  const [hasFile, setHasFile] = useState(false);
  // A gift is not held like a message (it is chosen again in a moment): offline it is refused, clearly.
  const [giftOffline, setGiftOffline] = useState(false);
  const giftPosted = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const lastTyping = useRef(0);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    setJs(true);
    // Whatever was typed while the page loaded counts from the start.
    if (field.current && field.current.value !== text) onText(field.current.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A text put in from outside (an icebreaker, emptied after sending) goes into the field.
  useEffect(() => {
    if (field.current && field.current.value !== text) field.current.value = text;
  }, [text]);
  const heldSending = useHeldSending({
    busy,
    submit: (form) => fetcher.submit(form, { method: "post", encType: "multipart/form-data" }),
    held,
    onHeld,
    restored,
  });
  // Sending empties the field at once (the message shows as pending); a refusal puts the text
  // back, a message sent (or held for want of a network) leaves it empty and clears the chosen image.
  useEffect(() => {
    if (fetcher.state === "submitting" && fetcher.formData?.get("intent") !== "gift") {
      if (field.current && !heldSending.resending()) field.current.value = "";
      return;
    }
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (giftPosted.current) {
      giftPosted.current = false;
      // The service worker could not reach the server with it.
      setGiftOffline(fetcher.data.error === "offline");
      return;
    }
    const outcome = heldSending.settle(fetcher.data);
    if (outcome === "held") emptied();
    if (outcome !== "typed") {
      // A held message refused (credits, a block): its text comes back unless the field is in use.
      if (outcome === "resent" && fetcher.data.error && field.current && !field.current.value) {
        field.current.value = fetcher.data.text;
        onText(fetcher.data.text);
      }
      return;
    }
    if (fetcher.data.error) {
      if (field.current && fetcher.data.text) field.current.value = fetcher.data.text;
      onText(fetcher.data.text || text);
      return;
    }
    emptied();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);
  /** The message went (or is held): the field and the chosen image are emptied for the next one. */
  const emptied = () => {
    // reset() empties the image input (React keeps the text field's default at the typed text).
    formRef.current?.reset();
    if (field.current) field.current.value = "";
    onText("");
    setHasFile(false);
  };
  const submitted = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    heldSending.sending(form);
    // Without a network nothing is posted: the message is held and shown as not sent.
    if (navigator.onLine !== false) return;
    event.preventDefault();
    if (!hasContent(form)) return;
    heldSending.hold(form);
    emptied();
  };
  const giftChosen = (event: FormEvent<HTMLFormElement>) => {
    setGiftOffline(false);
    // Without a network nothing is posted.
    if (navigator.onLine === false) {
      event.preventDefault();
      setGiftOffline(true);
      return;
    }
    giftPosted.current = true;
  };
  const typed = (value: string) => {
    onText(value);
    const now = Date.now();
    if (!value || now - lastTyping.current < TYPING_SEND_EVERY_MS) return;
    lastTyping.current = now;
    // Fire and forget: the partner sees "typing" for a moment; a failure matters to nobody.
    fetch("/resources/typing", { method: "POST", body: new URLSearchParams({ to: String(partner.id) }) }).catch(
      () => {}
    );
  };
  const { left, over } = charactersLeft(text, rules.message_length);
  const hidden = (
    <>
      <input type="hidden" name="to" value={partner.id} />
      {js ? <input type="hidden" name="js" value="1" /> : null}
    </>
  );
  return (
    <div className={styles.footer}>
      {result?.error && result.error !== "offline" ? (
        <SendError result={result} name={partner.name} paid={viewer.paid} max={rules.message_length} />
      ) : null}
      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        ref={formRef}
        className={styles.composer}
        data-testid="send-form"
        onSubmit={submitted}
      >
        {hidden}
        <input type="hidden" name="key" value={key} />
        <label htmlFor="chat-text" className="visually-hidden">
          {t("chat:send.label", { name: partner.name })}
        </label>
        <div className={styles.composeRow}>
          {/* Uncontrolled: text typed before the page's script ran is never reset by it. */}
          <textarea
            ref={field}
            id="chat-text"
            name="text"
            rows={2}
            className={`${forms.textarea} ${styles.composeText}`}
            defaultValue={text}
            onChange={(event) => typed(event.target.value)}
            aria-describedby="chat-counter"
            aria-invalid={over || undefined}
          />
          <button
            type="submit"
            name="intent"
            value={hasFile ? "image" : "send"}
            className={buttons.button.primary}
            disabled={busy || over}
          >
            {t("chat:send.button")}
          </button>
        </div>
        <div className={styles.tools}>
          <label className={styles.small}>
            {t("chat:send.image")}{" "}
            <input
              type="file"
              name="image"
              accept="image/jpeg,image/png,image/webp"
              className={styles.fileInput}
              onChange={(e) => setHasFile(Boolean(e.target.files?.length))}
            />
          </label>
          <span
            id="chat-counter"
            className={styles.counter[over ? "over" : "ok"]}
            data-testid="counter"
            aria-live="polite"
          >
            {over
              ? t("chat:send.too_long_by", { count: -left })
              : t("chat:send.left", { count: left, max: rules.message_length })}
          </span>
          <p className={styles.hint} data-testid="send-cost">
            {rules.free_messages_left > 0
              ? t("chat:send.free_left", { count: rules.free_messages_left })
              : t("chat:send.cost", { count: rules.message_credits })}
          </p>
        </div>
      </fetcher.Form>
      {held.length > 0 ? (
        <div className={styles.notice} role="status" data-testid="unsent-notice">
          <p>{t("chat:offline.unsent")}</p>
          <button type="button" className={buttons.button.ghost} onClick={heldSending.sendHeld} disabled={busy}>
            {t("chat:offline.send_now")}
          </button>
        </div>
      ) : null}
      <div className={styles.tools}>
        <details>
          <summary className={buttons.button.ghost}>{t("members:actions.gift")}</summary>
          <fetcher.Form method="post" className={styles.giftList} data-testid="gift-form" onSubmit={giftChosen}>
            {hidden}
            <input type="hidden" name="intent" value="gift" />
            <p className={styles.small}>{t("members:gifts.cost", { count: rules.gift_credits })}</p>
            {gifts.map((gift) => (
              <button
                key={gift.id}
                type="submit"
                name="gift"
                value={gift.id}
                className={buttons.button.ghost}
                disabled={busy}
              >
                {t(`members:gifts.names.${gift.key}`)}
              </button>
            ))}
          </fetcher.Form>
        </details>
        {/* Without JavaScript nothing arrives by itself; with it the events (or the poll) bring them. */}
        {js ? null : (
          <Link to="." className={styles.small} data-testid="check-new">
            {t("chat:conversation.check_new")}
          </Link>
        )}
      </div>
      {giftOffline ? (
        <p role="alert" className={styles.alert} data-testid="gift-unsent">
          {t("chat:offline.gift_unsent")}
        </p>
      ) : null}
    </div>
  );
}
