import { Link, useActionData, useFetchers, useLoaderData, useRevalidator } from "@remix-run/react";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SerializeFrom } from "@remix-run/node";
import type { ChatEvent } from "~/api/schemas/chat";
import * as buttons from "~/components/button.css";
import { useChatEvents } from "~/features/chat/use-chat-events";
import { ChatRow, DELETE_FETCHER_PREFIX } from "./chat-row";
import type { chatList, DeleteResult } from "./list.server";
import * as styles from "./styles.css";

type Chat = SerializeFrom<typeof chatList>["chats"][number];

/**
 * The conversation list (SPEC §2 chats): newest first, each row leading to its conversation with
 * a delete button. A deleted row goes at once (SPEC §4); when the server refuses, an alert says so
 * and the list is loaded again.
 */
export function ChatList() {
  const { chats, cdnPrefix, title } = useLoaderData<typeof chatList>();
  const { t } = useTranslation("chat");
  const posted = useActionData<DeleteResult>();
  const fetchers = useFetchers();
  const { revalidate } = useRevalidator();
  const [failed, setFailed] = useState(false);
  // Rows being deleted, or deleted, are gone already (hidden by the row itself).
  const deleting = new Set(
    fetchers
      .filter((f) => f.key.startsWith(DELETE_FETCHER_PREFIX) && (f.state !== "idle" || f.data?.error === null))
      .map((f) => Number(f.key.slice(DELETE_FETCHER_PREFIX.length)))
  );
  // A refused delete: the alert, and the list loaded again (its row is back already).
  const onRefused = useCallback(() => {
    setFailed(true);
    revalidate();
  }, [revalidate]);
  const onEvent = useCallback(
    (event: ChatEvent) => {
      if (event.type === "message") revalidate();
    },
    [revalidate]
  );
  useChatEvents(onEvent);
  const left = chats.filter((chat: Chat) => !deleting.has(chat.conversation.id));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {failed || posted?.error ? (
        <p role="alert" className={styles.alert} data-testid="delete-failed">
          {t("list.delete_failed")}
        </p>
      ) : null}
      {left.length === 0 ? (
        <div className={styles.empty} data-testid="chats-empty">
          <h2>{t("list.empty.title")}</h2>
          <p>{t("list.empty.text")}</p>
          <Link to="/members" className={buttons.button.primary}>
            {t("list.empty.action")}
          </Link>
        </div>
      ) : null}
      {chats.length > 0 ? (
        <ul className={styles.list} aria-label={title} hidden={left.length === 0}>
          {chats.map((chat: Chat) => (
            <ChatRow key={chat.conversation.id} chat={chat} cdnPrefix={cdnPrefix} onRefused={onRefused} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
