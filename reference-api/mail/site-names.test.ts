import { describe, expect, it } from "vitest";
import { API_LANGUAGES } from "../languages";
import { directDebitCodeText } from "../payments/sms";
import { DEMO_SITES } from "../seed/sites";
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
function everythingSent(site: string, language: string): string[] {
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

describe("what the operator sends a member of one site", () => {
  it.each(DEMO_SITES.map((s) => s.name))("names %s and none of the operator's other sites", (own) => {
    const others = DEMO_SITES.map((s) => s.name).filter((name) => name !== own);
    for (const language of API_LANGUAGES) {
      for (const text of everythingSent(own, language)) {
        expect(text).toContain(own);
        for (const other of others) expect(text, `${language}: ${text.slice(0, 60)}`).not.toContain(other);
      }
    }
  });
});
