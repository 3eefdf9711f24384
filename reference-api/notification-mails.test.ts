// The notification e-mails (new conversation, new message, like, match, unread reminder) and their
// one-click unsubscribe, read through the outbox: each rule sends once, in the recipient's
// language, honouring preferences, what the mail system turned off, and who may get mail at all.
import { describe, expect, it } from "vitest";
import { API_LANGUAGES } from "./languages";
import { chatCalls } from "./chat-calls";
import { deliverMessage } from "./conversations";
import { readOutbox, type StoredMail } from "./mail/outbox";
import { NOTIFICATION_MAIL_LANGUAGES, notificationMail } from "./mail/notification-texts";
import { moveMemberClock } from "./member-clocks";
import { memberById } from "./members";
import { publishDelivery } from "./message-events";
import { NEW_MESSAGE_MAIL_EVERY_MS, UNREAD_REMINDER_AFTER_MS } from "./notification-mails";
import { memberKit, type TestMember } from "./testing/member-kit";
import { testSiteForFile } from "./testing/site";

const DOMAIN = "mails.localhost";
const now = new Date("2026-06-01T12:00:00Z");
// The reminder sweep runs when a test asks for it, never on a timer.
const site = testSiteForFile(
  DOMAIN,
  "Mails",
  () => now,
  { name: "Flirt Mails", mail_name: "Flirt Mails Team" },
  { mailSweepMs: 3_600_000, likeBackSweepMs: 3_600_000 }
);
const kit = memberKit(site, DOMAIN, () => now);
const chat = chatCalls(site, DOMAIN);

/** Every mail to the member so far, oldest first, once the background mails are written. */
async function mailsOf(member: TestMember): Promise<StoredMail[]> {
  await site.app.live.mails.idle();
  return (await readOutbox(site.db, member.email)).reverse();
}
const kinds = async (member: TestMember) => (await mailsOf(member)).map((m) => m.kind);

/** A message delivered as message.php delivers it (events and mail), at the sender's own time. */
async function write(from: TestMember, to: TestMember) {
  const [sender, recipient] = await Promise.all([memberById(site.db, from.id), memberById(site.db, to.id)]);
  const delivery = { body: "hi", at: await site.app.live.clocks.of(from.id) };
  const delivered = await site.db.transaction((tx) => deliverMessage(tx, from.id, to.id, delivery));
  await publishDelivery(site.app.live, sender!, recipient!, delivered, delivery, delivery.at);
  return delivered;
}
const like = (from: TestMember, to: TestMember) =>
  kit.call("POST", "/api/like.php", { id: to.id }, { token: from.token });
const advance = (member: TestMember, ms: number) => moveMemberClock(site.db, member.id, { advanceMs: ms });
const setEmailPreference = (member: TestMember, prefs: Record<string, boolean>) =>
  site.db.query("INSERT INTO notification_preferences (member_id, email) VALUES ($1, $2)", [
    member.id,
    JSON.stringify(prefs),
  ]);
const tokenOf = (mail: StoredMail) => new URL(mail.headers["List-Unsubscribe"].slice(1, -1)).searchParams.get("token")!;
const getUnsubscribe = (token: string) => kit.call("GET", `/api/unsubscribe.php?token=${encodeURIComponent(token)}`);
const postUnsubscribe = (token: string) => kit.call("POST", "/api/unsubscribe.php", { token });

describe("message mails", () => {
  it("mails a first message as a new conversation: the recipient's language, the site's brand, links and List-Unsubscribe", async () => {
    const anna = await kit.newMember({ name: "Anna", credits: 100, paidUser: true });
    const bert = await kit.newMember({ name: "Bert", language: "de" });
    const sent = await chat.sendText(anna.token, bert.id, "Hallo Bert");
    expect(sent.status).toBe(200);

    const [mail] = await mailsOf(bert);
    const [conversation] = await site.db.query<{ id: number }>(
      "SELECT id FROM conversations WHERE member_id = $1 AND profile_id = $2",
      [bert.id, anna.id]
    );
    expect(mail).toMatchObject({
      kind: "new_conversation",
      language: "de",
      subject: "Anna hat dir auf Flirt Mails geschrieben",
      link: `https://${DOMAIN}/chats/${conversation.id}`,
    });
    expect(mail.body).toContain("Anna hat dir eine erste Nachricht auf Flirt Mails geschickt.");
    expect(mail.body).toContain("Dein Flirt Mails-Team");
    expect(mail.body).toContain(`https://${DOMAIN}/notifications`);
    // The message's own words stay in the chat.
    expect(mail.body).not.toContain("Hallo Bert");
    const unsubscribe = mail.headers["List-Unsubscribe"];
    expect(unsubscribe).toMatch(new RegExp(`^<https://${DOMAIN.replace(".", "\\.")}/unsubscribe\\?token=[^>]+>$`));
    expect(mail.body).toContain(unsubscribe.slice(1, -1));
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("sends at most one mail per conversation per 15 minutes of the recipient's clock", async () => {
    const anna = await kit.newMember({ name: "Anna" });
    const bert = await kit.newMember({ name: "Bert" });
    await write(anna, bert);
    await write(anna, bert);
    expect(await kinds(bert)).toEqual(["new_conversation"]);

    await advance(bert, NEW_MESSAGE_MAIL_EVERY_MS - 60_000);
    await write(anna, bert);
    expect(await kinds(bert)).toEqual(["new_conversation"]);

    await advance(bert, 60_001);
    await write(anna, bert);
    await write(anna, bert);
    expect(await kinds(bert)).toEqual(["new_conversation", "new_message"]);
    const [, mail] = await mailsOf(bert);
    expect(mail.subject).toBe("New message from Anna on Flirt Mails");

    // Another conversation has its own quarter of an hour.
    const cleo = await kit.newMember({ name: "Cleo" });
    await write(bert, cleo);
    await write(cleo, bert);
    expect(await kinds(bert)).toEqual(["new_conversation", "new_message", "new_message"]);
  });

  it("writes a first message once per sender: a chat begun again is a new message", async () => {
    const anna = await kit.newMember({ name: "Anna" });
    const bert = await kit.newMember({ name: "Bert" });
    await write(anna, bert);
    // The chat is deleted after its first mail went (on a PostgreSQL server the two sends' mails
    // would otherwise be decided at once, in either order).
    expect(await kinds(bert)).toEqual(["new_conversation"]);
    await site.db.query("DELETE FROM conversations WHERE member_id = $1", [bert.id]);
    await advance(bert, NEW_MESSAGE_MAIL_EVERY_MS + 1);
    await write(anna, bert);
    expect(await kinds(bert)).toEqual(["new_conversation", "new_message"]);
  });
});

describe("like and match mails", () => {
  it("mails a like, then the match to whoever liked first, each once", async () => {
    const anna = await kit.newMember({ name: "Anna" });
    const bert = await kit.newMember({ name: "Bert", language: "fr" });
    expect((await like(anna, bert)).json).toEqual({ like: "liked" });
    const [liked] = await mailsOf(bert);
    expect(liked).toMatchObject({ kind: "like", subject: "Vous plaisez à Anna sur Flirt Mails" });
    expect(liked.link).toBe(`https://${DOMAIN}/members/${anna.id}`);

    expect((await like(bert, anna)).json).toEqual({ like: "match" });
    const [match] = await mailsOf(anna);
    expect(match).toMatchObject({ kind: "match", subject: "It's a match: you and Bert on Flirt Mails" });
    expect(match.link).toBe(`https://${DOMAIN}/members/${bert.id}/chat`);
    // Bert liked back on the site and saw the match there.
    expect(await kinds(bert)).toEqual(["like"]);

    // Taking a like back and giving it again mails nobody again.
    await kit.call("DELETE", "/api/like.php", { id: bert.id }, { token: anna.token });
    await like(anna, bert);
    expect(await kinds(bert)).toEqual(["like"]);
    expect(await kinds(anna)).toEqual(["match"]);
  });

  it("mails an operated profile's like back as a match; an invisible member's like goes unmailed", async () => {
    const anna = await kit.newMember({ name: "Anna" });
    const profile = await kit.newFictionalFor(anna, { likesBack: true, name: "Operated" });
    await like(anna, profile);
    await advance(anna, 11 * 60_000);
    await site.app.live.likeBacks.settle();
    const [match] = await mailsOf(anna);
    expect(match).toMatchObject({ kind: "match", subject: "It's a match: you and Operated on Flirt Mails" });
    // The operated profile itself has nobody to mail.
    expect(await readOutbox(site.db, profile.email)).toEqual([]);

    const hidden = await kit.newMember({ name: "Hidden" });
    await site.db.query("UPDATE members SET invisible = true WHERE id = $1", [hidden.id]);
    const bert = await kit.newMember({ name: "Bert" });
    expect((await like(hidden, bert)).status).toBe(200);
    expect(await kinds(bert)).toEqual([]);
  });
});

describe("who gets no mail", () => {
  it("honours the preference, spam marks and bounces (all), and an unsubscribe of one kind only", async () => {
    const anna = await kit.newMember({ name: "Anna" });
    const off = await kit.newMember();
    await setEmailPreference(off, { like: false, new_messages: true });
    await like(anna, off);
    await write(anna, off);
    expect(await kinds(off)).toEqual(["new_conversation"]);

    const bounced = await kit.newMember();
    await site.db.query("INSERT INTO notifications_disabled (member_id, reason, kind) VALUES ($1, 'bounce', 'all')", [
      bounced.id,
    ]);
    await like(anna, bounced);
    await write(anna, bounced);
    expect(await kinds(bounced)).toEqual([]);

    const unsubscribed = await kit.newMember();
    await site.db.query(
      "INSERT INTO notifications_disabled (member_id, reason, kind) VALUES ($1, 'listunsubscribe', 'new_conversations')",
      [unsubscribed.id]
    );
    await write(anna, unsubscribed);
    await like(anna, unsubscribed);
    expect(await kinds(unsubscribed)).toEqual(["like"]);
  });

  it("never mails operated profiles, members without an address, unconfirmed ones or those pending deletion", async () => {
    const anna = await kit.newMember({ name: "Anna" });
    const noAddress = await kit.newMember();
    const unconfirmed = await kit.newMember();
    const leaving = await kit.newMember();
    const operated = await kit.newMember({ fictional: true });
    await site.db.query("UPDATE members SET user_status = 'not_confirmed' WHERE id = $1", [unconfirmed.id]);
    await site.db.query("UPDATE members SET deleted_at = $2 WHERE id = $1", [leaving.id, now]);
    for (const m of [noAddress, unconfirmed, leaving, operated]) await write(anna, m);
    await site.db.query("UPDATE members SET email = NULL WHERE id = $1", [noAddress.id]);
    await like(anna, unconfirmed);
    await write(anna, noAddress);
    for (const m of [noAddress, unconfirmed, leaving, operated]) {
      expect(await readOutbox(site.db, m.email), m.email).toEqual(
        m === noAddress ? [expect.objectContaining({ kind: "new_conversation" })] : []
      );
    }
  });
});

describe("unread-message reminders", () => {
  it("reminds once of a message unread for a day of the member's clock, one mail for all conversations", async () => {
    const anna = await kit.newMember({ name: "Anna" });
    const cleo = await kit.newMember({ name: "Cleo" });
    const bert = await kit.newMember({ name: "Bert", language: "nl" });
    await setEmailPreference(bert, { new_conversations: false, new_messages: false });
    await write(anna, bert);
    await write(cleo, bert);
    await advance(bert, UNREAD_REMINDER_AFTER_MS - 60_000);
    await site.app.live.mails.sweep();
    expect(await kinds(bert)).toEqual([]);

    await advance(bert, 60_000);
    await site.app.live.mails.sweep();
    await site.app.live.mails.sweep();
    const [reminder] = await mailsOf(bert);
    expect(await kinds(bert)).toEqual(["unread_message_reminders"]);
    expect(reminder.subject).toBe("Je hebt ongelezen berichten op Flirt Mails");
    expect(reminder.body).toContain("Anna en anderen");
    expect(reminder.link).toBe(`https://${DOMAIN}/chats`);

    // A new message, left unread for a day in its turn, is reminded of; a read one is not.
    await advance(anna, UNREAD_REMINDER_AFTER_MS + 60_000);
    await advance(cleo, UNREAD_REMINDER_AFTER_MS + 60_000);
    await write(anna, bert);
    await write(cleo, bert);
    await site.db.query(
      `UPDATE messages SET read_at = $2 WHERE NOT from_me AND conversation_id =
         (SELECT id FROM conversations WHERE member_id = $1 AND profile_id = $3)`,
      [bert.id, now, cleo.id]
    );
    await advance(bert, UNREAD_REMINDER_AFTER_MS + 60_000);
    await site.app.live.mails.sweep();
    const mails = await mailsOf(bert);
    expect(mails.map((m) => m.kind)).toEqual(["unread_message_reminders", "unread_message_reminder"]);
    expect(mails[1].subject).toBe("Anna wacht op je antwoord op Flirt Mails");
  });

  it("sends no reminder when its preference is off or the sender blocked the member", async () => {
    const anna = await kit.newMember({ name: "Anna" });
    const off = await kit.newMember();
    const blocked = await kit.newMember();
    await setEmailPreference(off, { new_conversations: false, unread_message_reminders: false });
    await setEmailPreference(blocked, { new_conversations: false });
    await write(anna, off);
    await write(anna, blocked);
    await site.db.query("INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, $3)", [
      anna.id,
      blocked.id,
      now,
    ]);
    await advance(off, UNREAD_REMINDER_AFTER_MS);
    await advance(blocked, UNREAD_REMINDER_AFTER_MS);
    await site.app.live.mails.sweep();
    expect(await kinds(off)).toEqual([]);
    expect(await kinds(blocked)).toEqual([]);
  });
});

describe("unsubscribe.php", () => {
  it("tells the kind and the hidden address, turns the kind off in one click, and again is ok", async () => {
    const anna = await kit.newMember({ name: "Anna" });
    const bert = await kit.newMember({ name: "Bert" });
    await like(anna, bert);
    const token = tokenOf((await mailsOf(bert))[0]);
    const hidden = `m***@${bert.email.split("@")[1]}`;
    expect(await getUnsubscribe(token)).toEqual({
      status: 200,
      json: { kind: "like", email: hidden, unsubscribed: false },
    });

    // No session: the token is the proof.
    expect(await postUnsubscribe(token)).toEqual({
      status: 200,
      json: { kind: "like", email: hidden, unsubscribed: true },
    });
    expect(await postUnsubscribe(token)).toEqual({
      status: 200,
      json: { kind: "like", email: hidden, unsubscribed: true },
    });
    expect((await getUnsubscribe(token)).json).toMatchObject({ unsubscribed: true });
    const [prefs] = await site.db.query<{ email: Record<string, boolean> }>(
      "SELECT email FROM notification_preferences WHERE member_id = $1",
      [bert.id]
    );
    expect(prefs.email).toEqual({ like: false });
    expect(
      await site.db.query("SELECT reason, kind FROM notifications_disabled WHERE member_id = $1", [bert.id])
    ).toEqual([{ reason: "listunsubscribe", kind: "like" }]);
    const user = await kit.call("GET", "/api/user.php", undefined, { token: bert.token });
    expect((user.json.user as { notifications_disabled: string[] }).notifications_disabled).toEqual([
      "listunsubscribe",
    ]);

    // Likes stop; messages still come.
    const cleo = await kit.newMember({ name: "Cleo" });
    await like(cleo, bert);
    await write(cleo, bert);
    expect(await kinds(bert)).toEqual(["like", "new_conversation"]);

    // Turned on again in the settings: the kind is back, in the preferences too.
    const enabled = await kit.call(
      "DELETE",
      "/api/notifications-disabled.php",
      { reason: "listunsubscribe" },
      {
        token: bert.token,
      }
    );
    expect(enabled.status).toBe(200);
    expect((enabled.json.settings as { email: Record<string, boolean> }).email.like).toBe(true);
    const dora = await kit.newMember({ name: "Dora" });
    await like(dora, bert);
    expect(await kinds(bert)).toEqual(["like", "new_conversation", "like"]);
  });

  it("answers 404 invalid_unsubscribe_token for a changed, made-up or other site's token", async () => {
    const anna = await kit.newMember({ name: "Anna" });
    const bert = await kit.newMember({ name: "Bert" });
    await like(anna, bert);
    const token = tokenOf((await mailsOf(bert))[0]);
    const [id, kind, signature] = token.split(".");
    const changed = [
      `${anna.id}.${kind}.${signature}`,
      `${id}.new_messages.${signature}`,
      `${id}.${kind}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`,
      `${id}.${kind}.AAAAAAAAAAAAAAAAAAAAAA`,
      `${id}.all.${signature}`,
      "x".repeat(40),
    ];
    for (const forged of changed) {
      expect(await getUnsubscribe(forged), forged).toEqual({
        status: 404,
        json: { error: "invalid_unsubscribe_token" },
      });
      expect((await postUnsubscribe(forged)).status, forged).toBe(404);
    }
    // Another site's secret signs other tokens.
    await site.db.query("UPDATE sites SET mail_secret = 'another secret' WHERE domain = $1", [DOMAIN]);
    expect((await getUnsubscribe(token)).status).toBe(404);
    expect(await kit.call("GET", "/api/unsubscribe.php")).toMatchObject({ status: 400 });
  });
});

describe("the mail texts", () => {
  it("exist in every language the API writes, each its own", () => {
    expect([...NOTIFICATION_MAIL_LANGUAGES].sort()).toEqual([...API_LANGUAGES].sort());
    const vars = { site: "S", name: "N", link: "L", unsubscribe: "U", settings: "P" };
    for (const kind of ["new_conversation", "new_message", "like", "match", "unread_message_reminder"] as const) {
      const english = notificationMail(kind, "en", vars);
      for (const language of API_LANGUAGES.filter((l) => l !== "en")) {
        const mail = notificationMail(kind, language, vars);
        expect(mail.body, `${kind} ${language}`).not.toEqual(english.body);
        expect(mail.body).toContain("U");
        expect(mail.body).toMatch(/\nL\n/);
      }
    }
    // A name is text: it fills nothing in and breaks no header.
    expect(notificationMail("like", "en", { ...vars, name: "{{link}}\r\nBcc: x" }).subject).toBe(
      "{{link}} Bcc: x likes you on S"
    );
  });
});
