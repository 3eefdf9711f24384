/* For tests: every text the operator sends a member by mail or SMS, filled in, in one language. */
import { directDebitCodeText } from "../payments/sms";
import { accountMail, type AccountMailKind } from "./account-texts";
import { complaintAckMail } from "./complaint-texts";
import { notificationMail, type NotificationMailKind } from "./notification-texts";
import { activationMail } from "./signup-texts";

const ACCOUNT_KINDS: AccountMailKind[] = [
  "password_reset",
  "mail_change",
  "mail_changed",
  "delete_undo",
  "login_alert",
];
const NOTIFICATION_KINDS: NotificationMailKind[] = [
  "new_conversation",
  "new_message",
  "like",
  "match",
  "unread_message_reminder",
  "unread_message_reminders",
];

/** Every mail and SMS a member of `site` can get, in `language`. */
export function everythingSent(site: string, language: string): string[] {
  const link = "https://example.localhost/x";
  const texts = [
    ...ACCOUNT_KINDS.map((kind) => accountMail(kind, language, { site, link, n: 2 })),
    ...NOTIFICATION_KINDS.map((kind) =>
      notificationMail(kind, language, { site, name: "Anna", link, unsubscribe: link, settings: link })
    ),
    activationMail(language, { site, name: "Anna", link, days: 7 }),
    complaintAckMail(language, site),
  ].map((mail) => `${mail.subject}\n${mail.body}`);
  return [...texts, directDebitCodeText(language, site, "123456", 10)];
}
