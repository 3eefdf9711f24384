import { describe, expect, it } from "vitest";
import { interpolate } from "./interpolate";
import { API_LANGUAGES } from "./languages";
import { accountMail } from "./mail/account-texts";
import { everythingSent } from "./mail/sent-texts";
import { activationMail } from "./mail/signup-texts";
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
    expect(activationMail("en", { site: "S", name: "Anna\nBcc: x", link: "L", days: 7 }).body).toContain(
      "Anna Bcc: x,"
    );
  });

  it("leaves no variable unfilled in any mail, push or SMS of any language", () => {
    for (const language of API_LANGUAGES) {
      const sent = everythingSent("S", language);
      sent.push(...Object.values(PUSH_TEXTS[language]).map((text) => interpolate(text, { name: "Anna" })));
      for (const text of sent) expect(text, `${language}: ${text.slice(0, 60)}`).not.toMatch(/[{}]/);
    }
  });
});
