import { Link, useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useReducer, useRef, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import * as forms from "~/components/form.css";
import type { ConversationResponse } from "~/api/schemas/chat";
import { hasContent, type HeldMessage } from "./held-messages";
import { Icebreakers } from "./icebreakers";
import { charactersLeft } from "./messages";
import type { SendResult } from "./send.server";
import { SendError } from "./send-error";
import { footerReducer, formKey, initialFooter, openingText, refusalOf } from "./send-footer-state";
import { useHeldSending } from "./use-held-sending";
import * as styles from "./styles.css";

export const sendFetcherKey = (partnerId: number) => `chat-send-${partnerId}`;

interface FooterProps {
  partner: { id: number; name: string };
  rules: ConversationResponse["rules"];
  viewer: { credits: number; paid: boolean };
  sendKey: string;
  gifts: { id: number; key: string }[];
  /** The text the page suggests (`?text=`). */
  prefill: string;
  /** Suggested first lines, offered while the conversation is empty (null: it is not). */
  icebreakers: string[] | null;
  /** Messages written without a network, oldest first (held-messages.ts). */
  held: HeldMessage[];
  onHeld: (held: HeldMessage[]) => void;
  /** Messages held earlier came back (held-store.ts): they go as soon as the site answers. */
  restored: boolean;
}

const online = () => navigator.onLine !== false;

/** Fire and forget: the partner sees "typing" for a moment; a failure matters to nobody. */
const sendTyping = (to: number) =>
  void fetch("/resources/typing", { method: "POST", body: new URLSearchParams({ to: String(to) }) }).catch(() => {});

/**
 * The send footer (docs/product.md#chat): one form with the text (a live counter against the site's message
 * length), an image and the send button, and a gift menu. Without JavaScript it posts and comes
 * back to the conversation; with it the post runs in place, the text shows at once and the field
 * empties once sent. The hidden key is the send's Idempotency-Key. Every refusal keeps the text.
 * Without a network a message is held, marked unsent, and sent when the browser is back online.
 * What changes it is send-footer-state.ts; this component dispatches and carries out.
 */
export function SendFooter(props: FooterProps) {
  const { partner, rules, viewer, sendKey, gifts, prefill, icebreakers, held, onHeld, restored } = props;
  const { t } = useTranslation(["chat", "members"]);
  const fetcher = useFetcher<SendResult>({ key: sendFetcherKey(partner.id) });
  const posted = useActionData<SendResult>();
  const [state, dispatch] = useReducer(footerReducer, openingText(posted, prefill), initialFooter);
  const { text, write, typingSentAt } = state;
  const result = fetcher.state === "idle" ? fetcher.data ?? posted : undefined;
  const refusal = refusalOf(result);
  const busy = fetcher.state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const heldSending = useHeldSending({
    busy,
    submit: (form) => fetcher.submit(form, { method: "post", encType: "multipart/form-data" }),
    held,
    onHeld,
    restored,
  });
  const { settle } = heldSending;
  useEffect(() => dispatch({ type: "started", field: field.current?.value ?? "" }), []);
  // Each answer once (a fetcher kept from the screen before this one answers at once).
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (answer) dispatch({ type: "settled", result: answer, outcome: settle(answer) });
    }, [answer, settle]);
  useEffect(() => {
    if (!write) return;
    // reset() empties the image input (React keeps the text field's default at the typed text).
    if (write.emptyForm) formRef.current?.reset();
    if (field.current) field.current.value = write.text;
  }, [write]);
  useEffect(() => {
    if (typingSentAt !== null) sendTyping(partner.id);
  }, [typingSentAt, partner.id]);

  const submitted = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    const [isOnline, content] = [online(), hasContent(form)];
    dispatch({ type: "submitted", online: isOnline, hasContent: content });
    if (isOnline) return heldSending.sending(form);
    // Without a network nothing is posted: the message is held and shown as not sent.
    event.preventDefault();
    if (content) heldSending.hold(form);
  };
  const giftChosen = (event: FormEvent<HTMLFormElement>) => {
    const isOnline = online();
    dispatch({ type: "gift-chosen", online: isOnline });
    // Without a network nothing is posted.
    if (!isOnline) event.preventDefault();
  };
  const { left, over } = charactersLeft(text, rules.message_length);
  const hidden = (
    <>
      <input type="hidden" name="to" value={partner.id} />
      {state.js ? <input type="hidden" name="js" value="1" /> : null}
    </>
  );
  return (
    <>
      {icebreakers ? (
        <Icebreakers lines={icebreakers} onPick={(line) => dispatch({ type: "picked", text: line })} />
      ) : null}
      <div className={styles.footer}>
        {refusal ? (
          <SendError result={refusal} name={partner.name} paid={viewer.paid} max={rules.message_length} />
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
          <input type="hidden" name="key" value={formKey(result, sendKey)} />
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
              onChange={(event) => dispatch({ type: "typed", text: event.target.value, now: Date.now() })}
              aria-describedby="chat-counter"
              aria-invalid={over || undefined}
            />
            <button
              type="submit"
              name="intent"
              value={state.imageChosen ? "image" : "send"}
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
                onChange={(e) => dispatch({ type: "image-chosen", chosen: Boolean(e.target.files?.length) })}
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
          {state.js ? null : (
            <Link to="." className={styles.small} data-testid="check-new">
              {t("chat:conversation.check_new")}
            </Link>
          )}
        </div>
        {state.giftOffline ? (
          <p role="alert" className={styles.alert} data-testid="gift-unsent">
            {t("chat:offline.gift_unsent")}
          </p>
        ) : null}
      </div>
    </>
  );
}
