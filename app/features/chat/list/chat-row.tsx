import { Form, Link, useFetcher, useSubmit } from "@remix-run/react";
import { useEffect, useReducer, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Chat } from "~/api/schemas/social";
import { listTime } from "~/features/chat/messages";
import * as buttons from "~/components/button.css";
import { wasDeleted, type DeleteResult } from "./delete-result";
import { GiftPicture } from "~/components/gift-picture";
import { Avatar } from "~/features/chat/avatar";
import { ChatIcon } from "~/features/chat/icons";
import { ROW_SHOWN, rowDeleteReducer } from "./row-delete";
import { useRowGestures } from "./row-gesture";
import { OperatedMark } from "~/features/members/operated-mark";
import * as styles from "./styles.css";
import { dateTimeFormat } from "~/i18n/intl";

export const DELETE_FETCHER_PREFIX = "delete-chat-";

/** How long a deleted conversation can be brought back (Undo) before the delete is sent. */
export const UNDO_DELETE_MS = 5000;

/**
 * One conversation: photo, name, the last message (or what it was), its time, the unread count,
 * and its options with Delete: a quiet menu at the row's end that a keyboard and a page without
 * JavaScript open, and a swipe to the left or a long press opens on a phone (row-gesture.ts).
 * `current`: it is open beside the list. Deleting in place keeps the page; otherwise the delete
 * goes to /chats (the open conversation is gone with it, and outside the /chats layout its action
 * is not part of the page). The API has no way back, so a delete waits (row-delete.ts): with
 * JavaScript the row says it is deleted with an Undo for UNDO_DELETE_MS, then the delete goes (at
 * once when the member leaves the list meanwhile); without it /chats asks to confirm (`confirming`).
 */
export function ChatRow({
  chat,
  cdnPrefix,
  current,
  deleteInPlace,
  onRefused,
  confirming = false,
}: {
  chat: Chat;
  cdnPrefix: string;
  current: boolean;
  deleteInPlace: boolean;
  /** The server refused this row's delete (the row shows again). */
  onRefused: () => void;
  /** Without JavaScript: the member asked to delete this conversation and is asked to confirm. */
  confirming?: boolean;
}) {
  const { t, i18n } = useTranslation(["chat", "members"]);
  const remove = useFetcher<DeleteResult>({ key: `${DELETE_FETCHER_PREFIX}${chat.conversation.id}` });
  const submit = useSubmit();
  const { profile, last_message: last, num_unread_messages: unread } = chat;
  // A deleted row goes at once (docs/product.md#chat) but stays mounted, hidden: an unmounted row's fetcher
  // would be dropped with its answer, and a refusal would go unheard. Refused, it shows again.
  const removed = remove.state !== "idle" || wasDeleted(remove.data);
  // The delete action in view, and a confirmed delete waiting out its Undo window (row-delete.ts).
  const [state, dispatch] = useReducer(rowDeleteReducer, ROW_SHOWN);
  const { waiting, send, undone, revealed } = state;
  const waitingNow = useRef<FormData | null>(null);
  waitingNow.current = waiting;
  const undoButton = useRef<HTMLButtonElement>(null);
  const options = useRef<HTMLElement>(null);
  const gestures = useRowGestures((what) => dispatch({ type: what }));
  const post = (form: FormData) => remove.submit(form, { method: "post", action: "/chats" });
  useEffect(() => {
    if (!waiting) return;
    undoButton.current?.focus();
    const timer = setTimeout(() => dispatch({ type: "window-over" }), UNDO_DELETE_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  useEffect(() => {
    if (undone) options.current?.focus();
  }, [undone]);
  useEffect(() => {
    if (!send) return;
    // The open conversation goes with it: the page lands on /chats, as without JavaScript.
    if (deleteInPlace) post(send);
    else submit(send, { method: "post", action: "/chats" });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [send]);
  // Leaving the list within the window deletes at once, without taking the member along.
  useEffect(
    () => () => {
      if (waitingNow.current) post(waitingNow.current);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    []
  );
  const deleteAsked = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    form.set("confirmed", "1");
    dispatch({ type: "asked", form });
  };
  useEffect(() => {
    if (remove.state === "idle" && remove.data?.error) onRefused();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remove.state, remove.data]);
  // Relative times depend on the clock: drawn after hydration, the date until then.
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => setNow(new Date()), []);
  const summary = !last
    ? t("chat:list.no_messages")
    : last.gift
    ? t("chat:list.gift", { gift: t(`members:gifts.names.${last.gift}`) })
    : last.text
    ? last.text
    : t("chat:list.image");
  const name = profile.name;
  if (waiting) {
    return (
      <li className={current ? styles.rowCurrent : styles.row} data-testid="chat-row">
        <div className={styles.settle} role="status" data-testid="delete-undo">
          <p className={styles.settleText}>{t("chat:list.deleted", { name })}</p>
          <button
            ref={undoButton}
            type="button"
            className={buttons.button.ghost}
            onClick={() => dispatch({ type: "undo" })}
          >
            {t("chat:list.undo")}
          </button>
        </div>
      </li>
    );
  }
  if (confirming) {
    return (
      <li className={current ? styles.rowCurrent : styles.row} data-testid="chat-row">
        <Form method="post" action="/chats" className={styles.settle} data-testid="delete-confirm">
          <p className={styles.settleText}>{t("chat:list.confirm_delete", { name })}</p>
          <input type="hidden" name="conversation" value={chat.conversation.id} />
          <input type="hidden" name="confirmed" value="1" />
          <button type="submit" name="intent" value="delete" className={buttons.button.primary}>
            {t("chat:list.confirm_yes")}
          </button>
          <Link to="/chats" className={buttons.button.ghost}>
            {t("chat:list.confirm_no")}
          </Link>
        </Form>
      </li>
    );
  }
  const DeleteForm = deleteInPlace ? remove.Form : Form;
  return (
    <li
      className={current ? styles.rowCurrent : styles.row}
      data-testid="chat-row"
      hidden={removed}
      data-revealed={revealed || undefined}
      {...gestures}
    >
      <Link to={`/chats/${chat.conversation.id}`} className={styles.link} aria-current={current ? "page" : undefined}>
        <Avatar member={profile} cdnPrefix={cdnPrefix} size="row" />
        <span className={styles.text}>
          <span className={styles.name}>
            {profile.name}
            {profile.fictional_icon ? <OperatedMark variant="inline" /> : null}
          </span>
          <span className={unread > 0 ? styles.lastUnread : styles.last}>
            {last?.from_me ? `${t("chat:list.you")} ` : ""}
            {last?.gift ? <GiftPicture gift={last.gift} size="inline" /> : null}
            {summary}
          </span>
        </span>
        <span className={styles.side}>
          {last ? (
            <time className={styles.time} dateTime={last.sent_at}>
              {now
                ? listTime(last.sent_at, now, i18n.language)
                : dateTimeFormat(i18n.language, { dateStyle: "short", timeZone: "UTC" }).format(new Date(last.sent_at))}
            </time>
          ) : null}
          {unread > 0 ? (
            <span
              className={styles.unread}
              data-testid="chat-unread"
              aria-label={t("chat:list.unread", { count: unread })}
            >
              {unread > 99 ? "99+" : unread}
            </span>
          ) : null}
        </span>
      </Link>
      {/* The row's options: a menu a keyboard and a page without JavaScript open too; a swipe or a
          long press on a phone opens it as well. */}
      <details
        className={styles.options}
        open={revealed}
        onToggle={(event) => dispatch({ type: event.currentTarget.open ? "reveal" : "conceal" })}
        onKeyDown={(event) => {
          // The element's own state, not `revealed`: the toggle event that tells React it opened
          // comes a task later, and a quick Escape right after Enter must close it too.
          if (event.key !== "Escape" || !event.currentTarget.open) return;
          event.currentTarget.open = false;
          dispatch({ type: "conceal" });
          options.current?.focus();
        }}
      >
        <summary ref={options} className={styles.optionsButton} data-testid="row-options">
          <ChatIcon name="dots" className={styles.optionsIcon} />
          <span className="visually-hidden">{t("chat:list.options", { name })}</span>
        </summary>
        <DeleteForm method="post" action="/chats" onSubmit={deleteAsked} className={styles.optionsPanel}>
          <input type="hidden" name="conversation" value={chat.conversation.id} />
          <button
            type="submit"
            name="intent"
            value="delete"
            className={styles.delete_}
            disabled={deleteInPlace && remove.state !== "idle"}
          >
            <ChatIcon name="trash" className={styles.deleteIcon} />
            {t("chat:list.delete")}
            <span className="visually-hidden"> {t("chat:list.delete_with", { name })}</span>
          </button>
        </DeleteForm>
      </details>
    </li>
  );
}
