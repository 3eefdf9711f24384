import { describe, expect, it } from "vitest";
import { interpolate } from "./interpolate";
import { API_LANGUAGES } from "./languages";
import { accountMail, type AccountMailKind } from "./mail/account-texts";
import { complaintAckMail } from "./mail/complaint-texts";
import { notificationMail, type NotificationMailKind } from "./mail/notification-texts";
import { activationMail } from "./mail/signup-texts";
import { directDebitCodeText } from "./payments/sms";
import { PUSH_TEXTS } from "./push/texts";

describe("filling a text the member is sent", () => {
  it("fills every variable in one pass: a value holding a variable stays text", () => {
    expect(interpolate("{{name}} on {{site}}: {{link}}", { name: "{{link}}", site: "S", link: "L" })).toBe(
      "{{link}} on S: L"
    );
    expect(accountMail("password_reset", "en", { site: "Site {{link}}", link: "https://x", n: 2 }).subject).toBe(
      "Reset your password on Site {{link}}"
    );
  });

  it("puts each value on one line", () => {
    expect(interpolate("{{name}} likes you", { name: "Anna\r\nBcc: x" })).toBe("Anna Bcc: x likes you");
    expect(activationMail("en", { site: "S", name: "Anna\nBcc: x", link: "L", days: 7 }).subject).not.toMatch(/\n/);
  });

  it("leaves no variable unfilled in any mail, push or SMS of any language", () => {
    const link = "https://example.localhost/x";
    const accountKinds: AccountMailKind[] = [
      "password_reset",
      "mail_change",
      "mail_changed",
      "delete_undo",
      "login_alert",
    ];
    const notificationKinds: NotificationMailKind[] = [
      "new_conversation",
      "new_message",
      "like",
      "match",
      "unread_message_reminder",
      "unread_message_reminders",
    ];
    for (const language of API_LANGUAGES) {
      const sent = [
        ...accountKinds.map((kind) => accountMail(kind, language, { site: "S", link, n: 2 })),
        ...notificationKinds.map((kind) =>
          notificationMail(kind, language, { site: "S", name: "Anna", link, unsubscribe: link, settings: link })
        ),
        activationMail(language, { site: "S", name: "Anna", link, days: 7 }),
        complaintAckMail(language, "S"),
      ].flatMap((mail) => [mail.subject, mail.body]);
      sent.push(directDebitCodeText(language, "S", "123456", 10));
      sent.push(...Object.values(PUSH_TEXTS[language]).map((text) => interpolate(text, { name: "Anna" })));
      for (const text of sent) expect(text, `${language}: ${text.slice(0, 60)}`).not.toMatch(/[{}]/);
    }
  });
});
