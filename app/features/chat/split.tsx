import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { DeleteResult } from "./list/list.server";
import { ChatList, type ChatListView, type OpenConversation } from "./list/chat-list";
import * as styles from "./split.css";

/**
 * The chat's two panes (docs/product.md#chat): on a wide screen the conversation list beside the open
 * conversation (or beside "choose a conversation" on /chats); on a phone one screen at a time —
 * the list on /chats, the conversation with its Back button on the others. The list is in the
 * page either way and CSS decides, so it works without JavaScript and draws without a jump.
 * Without a list (it failed to load) the conversation shows alone. Beside a conversation the list
 * starts with a skip link, so a keyboard does not have to pass every row to reach the message field.
 */
export function ChatSplit({
  list,
  open,
  posted,
  deleteInPlace,
  children,
}: {
  list: ChatListView | null;
  open?: OpenConversation;
  posted?: DeleteResult;
  deleteInPlace: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("chat");
  if (!list) return <>{children}</>;
  // No conversations yet: the list's own empty state is the whole page.
  if (!open && list.chats.length === 0) return <ChatList list={list} posted={posted} deleteInPlace={deleteInPlace} />;
  return (
    <div className={styles.split} data-testid="chat-split">
      <div className={open ? styles.listPane.beside : styles.listPane.alone}>
        {open ? (
          <a href="#conversation" className={styles.skip}>
            {t("list.skip_to_conversation")}
          </a>
        ) : null}
        <ChatList list={list} open={open} posted={posted} deleteInPlace={deleteInPlace} />
      </div>
      <div id={open ? "conversation" : undefined} className={open ? styles.detailPane.open : styles.detailPane.choose}>
        {children}
      </div>
    </div>
  );
}
