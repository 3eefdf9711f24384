import { Form, Link, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Chat } from "~/api/schemas/social";
import { listTime } from "~/features/chat/messages";
import type { DeleteResult } from "./list.server";
import { Avatar } from "~/features/chat/avatar";
import { OperatedMark } from "~/features/members/operated-mark";
import * as styles from "./styles.css";
import { dateTimeFormat } from "~/i18n/intl";

export const DELETE_FETCHER_PREFIX = "delete-chat-";

/**
 * One conversation: photo, name, the last message (or what it was), its time, the unread count,
 * delete. `current`: it is open beside the list. Deleting in place keeps the page; otherwise the
 * delete goes to /chats (the open conversation is gone with it, and outside the /chats layout its
 * action is not part of the page).
 */
export function ChatRow({
  chat,
  cdnPrefix,
  current,
  deleteInPlace,
  onRefused,
}: {
  chat: Chat;
  cdnPrefix: string;
  current: boolean;
  deleteInPlace: boolean;
  /** The server refused this row's delete (the row shows again). */
  onRefused: () => void;
}) {
  const { t, i18n } = useTranslation(["chat", "members"]);
  const remove = useFetcher<DeleteResult>({ key: `${DELETE_FETCHER_PREFIX}${chat.conversation.id}` });
  const { profile, last_message: last, num_unread_messages: unread } = chat;
  // A deleted row goes at once (SPEC §4) but stays mounted, hidden: an unmounted row's fetcher
  // would be dropped with its answer, and a refusal would go unheard. Refused, it shows again.
  const removed = remove.state !== "idle" || remove.data?.error === null;
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
      <DeleteForm method="post" action="/chats">
        <input type="hidden" name="conversation" value={chat.conversation.id} />
        <button
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
