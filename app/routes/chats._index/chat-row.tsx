import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Chat } from "~/api/schemas/social";
import { listTime } from "~/features/chat/messages";
import type { DeleteResult } from "./list.server";
import { Avatar } from "~/features/chat/avatar";
import * as styles from "./styles.css";
import { dateTimeFormat } from "~/i18n/intl";

export const DELETE_FETCHER_PREFIX = "delete-chat-";

/** One conversation: photo, name, the last message (or what it was), its time, the unread count, delete. */
export function ChatRow({ chat, cdnPrefix, onRefused }: { chat: Chat; cdnPrefix: string; onRefused: () => void }) {
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
  return (
    <li className={styles.row} data-testid="chat-row" hidden={removed}>
      <Link to={`/chats/${chat.conversation.id}`} className={styles.link}>
        <Avatar member={profile} cdnPrefix={cdnPrefix} size={56} />
        <span className={styles.text}>
          <span className={styles.name}>{profile.name}</span>
          <span className={unread > 0 ? styles.lastUnread : styles.last}>
            {last?.from_me ? `${t("chat:list.you")} ` : ""}
            {summary}
          </span>
        </span>
        {last ? (
          <time className={styles.time} dateTime={last.sent_at}>
            {now
              ? listTime(last.sent_at, now, i18n.language)
              : dateTimeFormat(i18n.language, { dateStyle: "short", timeZone: "UTC" }).format(
                  new Date(last.sent_at)
                )}
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
      <remove.Form method="post" action="/chats?index">
        <input type="hidden" name="conversation" value={chat.conversation.id} />
        <button
          type="submit"
          name="intent"
          value="delete"
          className={styles.delete_}
          disabled={remove.state !== "idle"}
        >
          {t("chat:list.delete")}
          <span className="visually-hidden"> {t("chat:list.delete_with", { name: profile.name })}</span>
        </button>
      </remove.Form>
    </li>
  );
}
