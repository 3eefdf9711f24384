import { Link, useFetchers, useRevalidator } from "@remix-run/react";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SerializeFrom } from "@remix-run/node";
import type { ChatEvent } from "~/api/schemas/chat";
import * as buttons from "~/components/button.css";
import { useChatEvents } from "~/features/chat/use-chat-events";
import { OperatedNote } from "~/features/members/operated-mark";
import { ChatRow, DELETE_FETCHER_PREFIX } from "./chat-row";
import { wasDeleted, type DeleteResult } from "./delete-result";
import type { chatList } from "./list.server";
import * as styles from "./styles.css";

export type ChatListView = SerializeFrom<typeof chatList>;
type Chat = ChatListView["chats"][number];

/** The conversation open beside the list: by its id (/chats/{id}) or by the partner (/members/{id}/chat). */
export type OpenConversation = { conversationId?: number; memberId?: number };

export const isOpen = (
  chat: { conversation: { id: number | null }; profile: { id: number } },
  open: OpenConversation | undefined
) => open !== undefined && (chat.conversation.id === open.conversationId || chat.profile.id === open.memberId);

/**
 * The conversation list (docs/product.md#chat): newest first, each row leading to its conversation with
 * its options (Delete) at its end, in a navigation landmark named by its heading. Alone it is the page (/chats, a
 * level-1 heading); beside a conversation on a wide screen it marks the open one (aria-current).
 * A deleted row goes at once (docs/product.md#chat); when the server refuses, an alert says so and the list is
 * loaded again. `deleteInPlace`: rows are deleted by a fetcher (inside the /chats layout, whose
 * action that is); elsewhere, and for the open conversation, the delete goes to /chats.
 */
export function ChatList({
  list,
  open,
  posted,
  deleteInPlace,
}: {
  list: ChatListView;
  open?: OpenConversation;
  posted?: DeleteResult;
  deleteInPlace: boolean;
}) {
  const { chats, cdnPrefix, title } = list;
  const { t } = useTranslation("chat");
  const fetchers = useFetchers();
  const { revalidate } = useRevalidator();
  const [failed, setFailed] = useState(false);
  const nav = useRef<HTMLElement>(null);
  // Rows being deleted, or deleted, are gone already (hidden by the row itself).
  const deleting = new Set(
    fetchers
      .filter((f) => f.key.startsWith(DELETE_FETCHER_PREFIX) && (f.state !== "idle" || wasDeleted(f.data)))
      .map((f) => Number(f.key.slice(DELETE_FETCHER_PREFIX.length)))
  );
  // A refused delete: the alert, and the list loaded again (its row is back already).
  const onRefused = useCallback(() => {
    setFailed(true);
    revalidate();
  }, [revalidate]);
  const onEvent = useCallback(
    (event: ChatEvent) => {
      if (event.type !== "message") return;
      // A phone shows the conversation without the list: nothing to draw again. An own message in
      // the open conversation was sent here, and the send reloads the page's data already.
      if (nav.current?.offsetParent === null) return;
      if (event.message.from_me && open && isOpen({ conversation: { id: event.conversation_id }, ...event }, open))
        return;
      revalidate();
    },
    [revalidate, open]
  );
  useChatEvents(onEvent);
  const left = chats.filter((chat: Chat) => !deleting.has(chat.conversation.id));
  const Heading = open ? "h2" : "h1";
  return (
    <nav ref={nav} className={styles.page} aria-labelledby="chat-list-title" data-testid="chat-list">
      <Heading id="chat-list-title" className={styles.title}>
        {title}
      </Heading>
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
            <ChatRow
              key={chat.conversation.id}
              chat={chat}
              cdnPrefix={cdnPrefix}
              current={isOpen(chat, open)}
              deleteInPlace={deleteInPlace && !isOpen(chat, open)}
              onRefused={onRefused}
              confirming={posted?.confirm === chat.conversation.id}
            />
          ))}
        </ul>
      ) : null}
      {left.some((chat: Chat) => chat.profile.fictional_icon) ? (
        <OperatedNote form="plural" className={styles.operated} />
      ) : null}
    </nav>
  );
}
