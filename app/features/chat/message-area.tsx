import { useTranslation } from "react-i18next";
import type { Message } from "~/api/schemas/chat";
import type { HeldMessage } from "./held-messages";
import { GiftPicture } from "~/components/gift-picture";
import { photoUrl } from "~/features/members/photo-url";
import { ChatIcon } from "./icons";
import { dayLabel, messageRows } from "./messages";
import * as styles from "./styles.css";
import { dateTimeFormat } from "~/i18n/intl";

/**
 * The messages of a conversation, oldest first, with a separator per day; own messages on one side
 * with a sent or read mark, the partner's on the other; gifts and images inline with a text
 * alternative.
 */
export function MessageArea({
  messages,
  partnerName,
  cdnPrefix,
  pending,
  held = [],
}: {
  messages: Message[];
  partnerName: string;
  cdnPrefix: string;
  /** A text on its way (with JavaScript): shown at once, before the server has answered. */
  pending?: string | null;
  /** Written without a network, not sent yet. */
  held?: HeldMessage[];
}) {
  const { t, i18n } = useTranslation(["chat", "members"]);
  const now = new Date();
  const time = dateTimeFormat(i18n.language, { timeStyle: "short" });
  const words = { today: t("chat:conversation.today"), yesterday: t("chat:conversation.yesterday") };
  return (
    <ol
      className={styles.messages}
      aria-label={t("chat:conversation.messages", { name: partnerName })}
      data-testid="messages"
    >
      {messageRows(messages).map((row) =>
        row.kind === "day" ? (
          <li key={row.key} className={styles.day} data-testid="day-separator" suppressHydrationWarning>
            {dayLabel(row.day, now, i18n.language, words)}
          </li>
        ) : (
          <li
            key={row.key}
            className={[
              styles.bubble[row.message.from_me ? "own" : "partner"],
              row.message.gift ? styles.giftBubble : "",
              row.firstOfRun ? styles.runStart : "",
            ].join(" ")}
            data-testid={row.message.from_me ? "message-own" : "message-partner"}
          >
            <span className="visually-hidden">
              {row.message.from_me
                ? t("chat:conversation.you_wrote")
                : t("chat:conversation.wrote", { name: partnerName })}{" "}
            </span>
            <MessageBody message={row.message} cdnPrefix={cdnPrefix} />
            <span className={styles.meta} suppressHydrationWarning>
              <time dateTime={row.message.sent_at}>{time.format(new Date(row.message.sent_at))}</time>
              {row.message.from_me ? <ReadMark read={row.message.read} /> : null}
            </span>
          </li>
        )
      )}
      {pending ? (
        <li className={`${styles.bubble.own} ${styles.runStart}`} data-testid="message-pending" aria-live="polite">
          {pending}
          <span className={styles.meta}>{t("chat:conversation.sending")}</span>
        </li>
      ) : null}
      {held.map((message) => (
        <li key={message.key} className={`${styles.bubble.own} ${styles.runStart}`} data-testid="message-unsent">
          {message.text || t("chat:conversation.image_own")}
          <span className={styles.meta}>{t("chat:offline.not_sent")}</span>
        </li>
      ))}
    </ol>
  );
}

function MessageBody({ message, cdnPrefix }: { message: Message; cdnPrefix: string }) {
  const { t } = useTranslation(["chat", "members"]);
  return (
    <>
      {message.gift ? (
        <span className={styles.gift}>
          <GiftPicture gift={message.gift} size="bubble" />
          {t("chat:conversation.gift", { gift: t(`members:gifts.names.${message.gift}`) })}
        </span>
      ) : null}
      {message.image ? (
        <a href={photoUrl(cdnPrefix, message.image.filename)}>
          <img
            src={photoUrl(cdnPrefix, message.image.thumb_filename)}
            alt={t(message.from_me ? "chat:conversation.image_own" : "chat:conversation.image_partner")}
            className={styles.image}
            width={240}
            height={240}
            loading="lazy"
          />
        </a>
      ) : null}
      {message.text ? <span>{message.text}</span> : null}
    </>
  );
}

/** Under an own message: one tick once sent, two once read (named for screen readers). */
function ReadMark({ read }: { read: boolean }) {
  const { t } = useTranslation("chat");
  return (
    <span className={styles.tick} data-testid="tick" data-read={read}>
      <ChatIcon name={read ? "ticks" : "tick"} className={styles.tickIcon} />
      <span className="visually-hidden">{t(read ? "conversation.read" : "conversation.sent")}</span>
    </span>
  );
}
