import { Form, Link, useFetcher, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Chat } from "~/api/schemas/social";
import { listTime } from "~/features/chat/messages";
import * as buttons from "~/components/button.css";
import { wasDeleted, type DeleteResult } from "./delete-result";
import { Avatar } from "~/features/chat/avatar";
import { OperatedMark } from "~/features/members/operated-mark";
import * as styles from "./styles.css";
import { dateTimeFormat } from "~/i18n/intl";

export const DELETE_FETCHER_PREFIX = "delete-chat-";

/** How long a deleted conversation can be brought back (Undo) before the delete is sent. */
export const UNDO_DELETE_MS = 5000;

/**
 * One conversation: photo, name, the last message (or what it was), its time, the unread count,
 * delete. `current`: it is open beside the list. Deleting in place keeps the page; otherwise the
 * delete goes to /chats (the open conversation is gone with it, and outside the /chats layout its
 * action is not part of the page). The API has no way back, so a delete waits: with JavaScript
 * the row says it is deleted with an Undo for UNDO_DELETE_MS, then the delete goes (at once when
 * the member leaves the list meanwhile); without it /chats asks to confirm (`confirming`).
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
  // The confirmed delete waiting out its Undo window.
  const [waiting, setWaiting] = useState<FormData | null>(null);
  const waitingNow = useRef<FormData | null>(null);
  waitingNow.current = waiting;
  const undoButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const undone = useRef(false);
  const post = (form: FormData) => remove.submit(form, { method: "post", action: "/chats" });
  useEffect(() => {
    if (!waiting) {
      if (undone.current) deleteButton.current?.focus();
      undone.current = false;
      return;
    }
    undoButton.current?.focus();
    const timer = setTimeout(() => {
      setWaiting(null);
      // The open conversation goes with it: the page lands on /chats, as without JavaScript.
      if (deleteInPlace) post(waiting);
      else submit(waiting, { method: "post", action: "/chats" });
    }, UNDO_DELETE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting]);
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
    setWaiting(form);
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
            onClick={() => {
              undone.current = true;
              setWaiting(null);
            }}
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
    <li className={current ? styles.rowCurrent : styles.row} data-testid="chat-row" hidden={removed}>
      <Link to={`/chats/${chat.conversation.id}`} className={styles.link} aria-current={current ? "page" : undefined}>
        <Avatar member={profile} cdnPrefix={cdnPrefix} size="row" />
        <span className={styles.text}>
          <span className={styles.name}>
            {profile.name}
            {profile.fictional_icon ? <OperatedMark variant="inline" /> : null}
          </span>
          <span className={unread > 0 ? styles.lastUnread : styles.last}>
            {last?.from_me ? `${t("chat:list.you")} ` : ""}
            {summary}
          </span>
        </span>
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
      </Link>
      <DeleteForm method="post" action="/chats" onSubmit={deleteAsked}>
        <input type="hidden" name="conversation" value={chat.conversation.id} />
        <button
          ref={deleteButton}
          type="submit"
          name="intent"
          value="delete"
          className={styles.delete_}
          title={t("chat:list.delete")}
          disabled={deleteInPlace && remove.state !== "idle"}
        >
          <TrashIcon />
          <span className="visually-hidden">
            {t("chat:list.delete")} {t("chat:list.delete_with", { name: profile.name })}
          </span>
        </button>
      </DeleteForm>
    </li>
  );
}

/** Tabler's "trash" (MIT), drawn inline: a word would take the room the last message needs on a phone. */
function TrashIcon() {
  return (
    <svg className={styles.deleteIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
