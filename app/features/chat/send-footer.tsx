import { Link, useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useReducer, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import * as forms from "~/components/form.css";
import { GiftTiles } from "~/components/gift-tiles";
import type { ConversationResponse } from "~/api/schemas/chat";
import { hasContent, type HeldMessage } from "./held-messages";
import { Icebreakers } from "./icebreakers";
import { ChatIcon } from "./icons";
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
 * The send footer (docs/product.md#chat), laid out as a messenger's composer: a gift button (a
 * menu of pictured gifts), an image button (the label of a real file input), a one-line text field
 * that grows, and a send button; under them one quiet line with the price or free messages, the
 * character counter near the limit only, and without JavaScript "Check for new messages". Without
 * JavaScript it posts and comes back to the conversation; with it the post runs in place, the text
 * shows at once and the field empties once sent. The hidden key is the send's Idempotency-Key.
 * Every refusal keeps the text. Without a network a message is held, marked unsent, and sent when
 * the browser is back online. What changes it is send-footer-state.ts; this component dispatches
 * and carries out.
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
  const imageInput = useRef<HTMLInputElement>(null);
  const [chosenFile, setChosenFile] = useState<File | null>(null);
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
    if (write.emptyForm) setChosenFile(null);
    if (field.current) {
      field.current.value = write.text;
      grow(field.current);
    }
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
    // Without a network nothing is posted; a gift on its way closes the menu, so the conversation shows it.
    if (!isOnline) event.preventDefault();
    else event.currentTarget.closest("details")?.removeAttribute("open");
  };
  const imageChanged = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setChosenFile(file);
    dispatch({ type: "image-chosen", name: file?.name ?? null });
  };
  const imageRemoved = () => {
    if (imageInput.current) imageInput.current.value = "";
    setChosenFile(null);
    dispatch({ type: "image-chosen", name: null });
    imageInput.current?.focus();
  };
  const { left, over, near } = charactersLeft(text, rules.message_length);
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
        {held.length > 0 ? (
          <div className={styles.notice} role="status" data-testid="unsent-notice">
            <p>{t("chat:offline.unsent")}</p>
            <button type="button" className={buttons.button.ghost} onClick={heldSending.sendHeld} disabled={busy}>
              {t("chat:offline.send_now")}
            </button>
          </div>
        ) : null}
        {state.giftOffline ? (
          <p role="alert" className={styles.alert} data-testid="gift-unsent">
            {t("chat:offline.gift_unsent")}
          </p>
        ) : null}
        {state.image ? <ImageChip name={state.image} file={chosenFile} onRemove={imageRemoved} /> : null}
        {/* One row: gift, image, text, send. The message form's parts join the row (display: contents). */}
        <div className={styles.composeRow}>
          <details className={styles.giftMenu} data-testid="gift-menu" onKeyDown={closeOnEscape}>
            <summary className={styles.iconButton}>
              <ChatIcon name="gift" className={styles.icon} />
              <span className="visually-hidden">{t("members:actions.gift")}</span>
            </summary>
            <fetcher.Form method="post" className={styles.giftSheet} data-testid="gift-form" onSubmit={giftChosen}>
              {hidden}
              <input type="hidden" name="intent" value="gift" />
              <input type="hidden" name="key" value={formKey(result, sendKey)} />
              <p className={styles.quiet}>{t("members:gifts.cost", { count: rules.gift_credits })}</p>
              <GiftTiles gifts={gifts} price={rules.gift_credits} disabled={busy} />
            </fetcher.Form>
          </details>
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
            {/* A real, labelled file input: the icon is its label, so a click or a key opens the file picker. */}
            <label className={styles.imageButton}>
              <ChatIcon name="photo" className={styles.icon} />
              <span className="visually-hidden">{t("chat:send.image")}</span>
              <input
                ref={imageInput}
                type="file"
                name="image"
                accept="image/jpeg,image/png,image/webp"
                className={styles.fileInput}
                onChange={imageChanged}
              />
            </label>
            <label htmlFor="chat-text" className="visually-hidden">
              {t("chat:send.label", { name: partner.name })}
            </label>
            {/* Uncontrolled: text typed before the page's script ran is never reset by it. */}
            <textarea
              ref={field}
              id="chat-text"
              name="text"
              rows={1}
              placeholder={t("chat:send.label", { name: partner.name })}
              className={`${forms.textarea} ${styles.composeText}`}
              defaultValue={text}
              onChange={(event) => {
                grow(event.target);
                dispatch({ type: "typed", text: event.target.value, now: Date.now() });
              }}
              aria-describedby="chat-counter"
              aria-invalid={over || undefined}
            />
            <button
              type="submit"
              name="intent"
              value={state.image ? "image" : "send"}
              className={styles.sendButton}
              disabled={busy || over}
            >
              <ChatIcon name="send" className={styles.icon} />
              <span className="visually-hidden">{t("chat:send.button")}</span>
            </button>
          </fetcher.Form>
        </div>
        <p className={styles.composeMeta} data-testid="send-meta">
          {/* Always in the page, so the live region is there before it has something to say. */}
          <span
            id="chat-counter"
            className={styles.counter[over ? "over" : "ok"]}
            data-testid="counter"
            aria-live="polite"
          >
            {over
              ? t("chat:send.too_long_by", { count: -left })
              : near
              ? t("chat:send.left", { count: left, max: rules.message_length })
              : ""}
          </span>
          <span data-testid="send-cost">
            {rules.free_messages_left > 0
              ? t("chat:send.free_left", { count: rules.free_messages_left })
              : t("chat:send.cost", { count: rules.message_credits })}
          </span>
          {/* Without JavaScript nothing arrives by itself; with it the events (or the poll) bring them. */}
          {state.js ? null : (
            <Link to="." className={styles.checkNew} data-testid="check-new">
              {t("chat:conversation.check_new")}
            </Link>
          )}
        </p>
      </div>
    </>
  );
}

/** The chosen image before it is sent: a thumbnail, its name and a way to take it back. */
function ImageChip({ name, file, onRemove }: { name: string; file: File | null; onRemove: () => void }) {
  const { t } = useTranslation("chat");
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return (
    <div className={styles.chip} data-testid="image-chip">
      {url ? <img src={url} alt="" className={styles.chipImage} width={40} height={40} /> : null}
      <span className={styles.chipName}>{name}</span>
      <button type="button" className={styles.chipRemove} onClick={onRemove}>
        <ChatIcon name="x" className={styles.iconSmall} />
        <span className="visually-hidden">{t("send.remove_image", { name })}</span>
      </button>
    </div>
  );
}

/** Escape puts an open menu away and gives its button the focus back. */
function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
  const menu = event.currentTarget;
  if (event.key !== "Escape" || !menu.open) return;
  menu.open = false;
  menu.querySelector("summary")?.focus();
}

/**
 * The text field grows with its content: by CSS (`field-sizing: content`) where the browser has it,
 * else by its scroll height here (up to the height CSS allows, then it scrolls).
 */
const sizesItself = () => typeof CSS !== "undefined" && CSS.supports?.("field-sizing", "content");
function grow(field: HTMLTextAreaElement) {
  if (sizesItself()) return;
  field.style.height = "auto";
  field.style.height = `${field.scrollHeight + 2}px`;
}
