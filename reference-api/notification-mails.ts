import type { EmailKind } from "../app/api/schemas/notifications";
import type { SiteRow } from "./app-env";
import type { Delivered } from "./conversations";
import type { Db } from "./db";
import { sendMail } from "./mail/outbox";
import { notificationMail, type NotificationMailKind } from "./mail/notification-texts";
import { unsubscribeToken } from "./mail/unsubscribe-token";
import { memberNowSql, memberNowsParams, type MemberClocks } from "./member-time";
import type { MemberRow } from "./members";
import { mailableSql, mayMail, type MailRecipient } from "./notification-rules";

type Q = Pick<Db, "query">;

/** A conversation gets at most one new-message e-mail in this long (of the recipient's clock). */
export const NEW_MESSAGE_MAIL_EVERY_MS = 15 * 60_000;
/** A message unread this long gets its reminder … */
export const UNREAD_REMINDER_AFTER_MS = 24 * 60 * 60_000;
/** … unless it is older than this: a first sweep over an old mailbox sends no flood. */
export const UNREAD_REMINDER_UNTIL_MS = 7 * 24 * 60 * 60_000;
/** How often unread messages are looked for. */
export const NOTIFICATION_SWEEP_MS = 60_000;
/** Held (per transaction, per recipient) while a rule is checked and its mail written. */
const MAIL_LOCK = 4_000_002;

/** The preference (EmailKind) each mail answers to; "like" covers likes and matches. */
const PREFERENCE: Record<NotificationMailKind, EmailKind> = {
  new_conversation: "new_conversations",
  new_message: "new_messages",
  like: "like",
  match: "like",
  unread_message_reminder: "unread_message_reminders",
  unread_message_reminders: "unread_message_reminders",
};

/** A row of notification_mail_log: what a mail was about. */
interface Sent {
  kind: NotificationMailKind;
  key: string;
}

/** The one rule a mail checks before it goes: no earlier mail in `seen` (within `withinMs`, or ever). */
interface Rule {
  kind: NotificationMailKind;
  seen: Sent[];
  withinMs?: number;
  /** What is logged when the mail goes (the rule's own row by default). */
  log?: Sent[];
}

/**
 * The notification e-mails (docs/decisions/018-notifications-and-push.md#notification-e-mails):
 * a first message, a new message (one per conversation per 15 minutes), a like, a match, and the
 * reminder of a message left unread for a day. Each is checked against the recipient's
 * preferences and what the mail system turned off (notification-rules.ts) and against
 * notification_mail_log, under a lock per recipient, so a rule sends once even with several
 * API processes. The member's request never waits for a mail: each runs in the background, and
 * a failure is logged, never thrown.
 */
export class NotificationMails {
  private readonly pending = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly clocks: MemberClocks,
    private readonly siteUrl: (domain: string) => string,
    private readonly log: (entry: Record<string, unknown>) => void
  ) {}

  /** Sweeps for unread messages every `everyMs` until closed. */
  start(everyMs: number) {
    this.timer = setInterval(() => this.background("unread reminders", () => this.sweep()), everyMs);
    this.timer.unref();
  }

  /** A message was delivered: the recipient hears of a first message, or of a new one. */
  delivered(from: MemberRow, to: MemberRow, delivered: Delivered) {
    if (to.fictional) return;
    this.background("message mail", () => this.mailDelivery(from, to, delivered));
  }

  /**
   * A like was given (`tell`: the first from this member): the liked member hears of the like, or
   * of the match when it made one. Whoever liked is on the site and sees the match there. A like
   * of an invisible member is not mailed: the likes lists hide it too.
   */
  liked(member: MemberRow, target: MemberRow, liked: { state: string; tell: boolean }) {
    if (!liked.tell || target.fictional || member.invisible) return;
    const kind = liked.state === "match" ? "match" : "like";
    this.background("like mail", () => this.mailAboutMember(target.id, kind, member));
  }

  /** An operated profile liked the member back a while after the member's like: a match, mailed. */
  likedBack(memberId: number, profile: MemberRow) {
    this.background("match mail", () => this.mailAboutMember(memberId, "match", profile));
  }

  /**
   * Sends the reminders that are due: one mail per member for the conversations whose unread
   * messages have waited a day (of the member's clock) and were not reminded of yet. Answers how
   * many mails went.
   */
  async sweep(): Promise<number> {
    if (this.closed) return 0;
    const members = await this.db.query<{ member_id: number }>(
      `SELECT DISTINCT c.member_id FROM messages x
       JOIN conversations c ON c.id = x.conversation_id
       JOIN members m ON m.id = c.member_id
       WHERE x.read_at IS NULL AND NOT x.from_me AND ${mailableSql("m")}
         AND ${dueSql("c", "x", memberNowSql("c.member_id", 3), "$1")}
       LIMIT 1000`,
      [UNREAD_REMINDER_AFTER_MS, UNREAD_REMINDER_UNTIL_MS, ...memberNowsParams(await this.clocks.all())]
    );
    let sent = 0;
    for (const { member_id } of members) if (await this.remind(member_id)) sent++;
    return sent;
  }

  /** Resolves once every mail under way is written (tests, and closing). */
  async idle() {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  async close() {
    this.closed = true;
    clearInterval(this.timer);
    await this.idle();
  }

  private background(what: string, job: () => Promise<unknown>) {
    if (this.closed) return;
    const run = job()
      .catch((error: unknown) => this.log({ level: "error", msg: `${what} failed`, error: String(error) }))
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
  }

  private async mailDelivery(from: MemberRow, to: MemberRow, delivered: Delivered) {
    const conversation = `conversation:${delivered.theirConversationId}`;
    const sender = `member:${from.id}`;
    // The first message of the conversation, however late this runs: none came before it. Once
    // per sender, ever: a chat deleted and begun again is no new acquaintance, but a new message.
    // Decided under the recipient's lock: on a PostgreSQL server two sends' mails are written at
    // once, and the second must see the first one's log.
    const rule = async (tx: Q): Promise<Rule> => {
      const [first] = await tx.query<{ first: boolean }>(
        `SELECT NOT EXISTS (SELECT 1 FROM messages WHERE conversation_id = $1 AND id < $2)
           AND NOT EXISTS (SELECT 1 FROM notification_mail_log
                           WHERE member_id = $3 AND kind = 'new_conversation' AND subject_key = $4) AS first`,
        [delivered.theirConversationId, delivered.theirMessageId, to.id, sender]
      );
      return first?.first
        ? { kind: "new_conversation", seen: [{ kind: "new_conversation", key: sender }] }
        : {
            kind: "new_message",
            seen: [
              { kind: "new_message", key: conversation },
              { kind: "new_conversation", key: sender },
            ],
            withinMs: NEW_MESSAGE_MAIL_EVERY_MS,
            log: [{ kind: "new_message", key: conversation }],
          };
    };
    await this.sendOnce(to.id, rule, () => ({ name: from.name, path: `/chats/${delivered.theirConversationId}` }));
  }

  private async mailAboutMember(recipientId: number, kind: "like" | "match", other: MemberRow) {
    // A match links to the chat with the other: the mail suggests writing first.
    const path = kind === "match" ? `/members/${other.id}/chat` : `/members/${other.id}`;
    await this.sendOnce(recipientId, { kind, seen: [{ kind, key: `member:${other.id}` }] }, () => ({
      name: other.name,
      path,
    }));
  }

  /** The reminder of one member's due conversations; false when none was due or mail is off. */
  private async remind(memberId: number): Promise<boolean> {
    const now = await this.clocks.of(memberId);
    return this.db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1, $2)", [MAIL_LOCK, memberId]);
      const recipient = await mayMail(tx, memberId, "unread_message_reminders");
      if (!recipient) return false;
      // Oldest first; the other member still there and not blocked either way.
      const due = await tx.query<{ id: number; name: string }>(
        `SELECT c.id, p.name FROM conversations c JOIN members p ON p.id = c.profile_id
         JOIN LATERAL (SELECT min(x.created_at) AS oldest FROM messages x
                       WHERE x.conversation_id = c.id AND x.read_at IS NULL AND NOT x.from_me
                         AND ${dueSql("c", "x", "$2::timestamptz", "$3")}) u ON u.oldest IS NOT NULL
         WHERE c.member_id = $1 AND p.deleted_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = $1 AND b.blocked_id = p.id)
                                                    OR (b.blocker_id = p.id AND b.blocked_id = $1))
         ORDER BY u.oldest, c.id`,
        [memberId, now, UNREAD_REMINDER_AFTER_MS, UNREAD_REMINDER_UNTIL_MS]
      );
      if (due.length === 0) return false;
      const one = due.length === 1;
      await this.write(tx, recipient, now, {
        kind: one ? "unread_message_reminder" : "unread_message_reminders",
        name: due[0].name,
        path: one ? `/chats/${due[0].id}` : "/chats",
        log: due.map((c) => ({ kind: "unread_message_reminder", key: `conversation:${c.id}` })),
      });
      return true;
    });
  }

  /** Checks the rule under the recipient's lock and writes the mail and its log rows, or nothing. */
  private async sendOnce(
    recipientId: number,
    ruleOrDecide: Rule | ((tx: Q) => Promise<Rule>),
    about: () => { name: string; path: string }
  ) {
    const now = await this.clocks.of(recipientId);
    await this.db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1, $2)", [MAIL_LOCK, recipientId]);
      const rule = typeof ruleOrDecide === "function" ? await ruleOrDecide(tx) : ruleOrDecide;
      const recipient = await mayMail(tx, recipientId, PREFERENCE[rule.kind]);
      if (!recipient) return;
      const since = rule.withinMs === undefined ? new Date(0) : new Date(now.getTime() - rule.withinMs);
      const [earlier] = await tx.query(
        `SELECT 1 FROM notification_mail_log
         WHERE member_id = $1 AND (kind, subject_key) IN (SELECT * FROM unnest($2::text[], $3::text[])) AND sent_at > $4`,
        [recipientId, rule.seen.map((s) => s.kind), rule.seen.map((s) => s.key), since]
      );
      if (earlier) return;
      await this.write(tx, recipient, now, { kind: rule.kind, ...about(), log: rule.log ?? rule.seen });
    });
  }

  /** Logs the rows at the recipient's `now` and writes the mail in their language, branded by their site. */
  private async write(
    tx: Q,
    recipient: MailRecipient,
    now: Date,
    mail: { kind: NotificationMailKind; name: string; path: string; log: Sent[] }
  ) {
    await tx.query(
      `INSERT INTO notification_mail_log (member_id, kind, subject_key, sent_at)
       SELECT $1, kind, subject_key, $4 FROM unnest($2::text[], $3::text[]) AS l(kind, subject_key)`,
      [recipient.id, mail.log.map((l) => l.kind), mail.log.map((l) => l.key), now]
    );
    const [site] = await tx.query<SiteRow & { mail_secret: string }>("SELECT * FROM sites WHERE id = $1", [
      recipient.site_id,
    ]);
    const settings = site.settings as { name?: string; mail_name?: string };
    const origin = this.siteUrl(site.domain).replace(/\/$/, "");
    const unsubscribe = `${origin}/unsubscribe?token=${unsubscribeToken(site, recipient.id, PREFERENCE[mail.kind])}`;
    const link = `${origin}${mail.path}`;
    const { subject, body } = notificationMail(mail.kind, recipient.language, {
      site: settings.name ?? site.name,
      name: mail.name,
      link,
      unsubscribe,
      settings: `${origin}/notifications`,
    });
    await sendMail(
      tx,
      {
        siteId: site.id,
        fromName: settings.mail_name ?? site.name,
        to: recipient.email,
        language: recipient.language.slice(0, 2),
        kind: mail.kind,
        subject,
        body,
        link,
        // RFC 8058: mail providers offer "unsubscribe" and POST List-Unsubscribe=One-Click there.
        headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      },
      this.log
    );
  }
}

/**
 * SQL condition: the message `x` of conversation `c` waits for its reminder at `now` (an SQL
 * expression: the member's now), `delays` the first of two parameters holding the two delays:
 * unread a day of the member's clock, not older than a week, and written after the conversation's
 * last reminder.
 */
function dueSql(c: string, x: string, now: string, delays: string) {
  const n = Number(delays.slice(1));
  return `${x}.created_at <= ${now} - $${n} * interval '1 millisecond'
    AND ${x}.created_at > ${now} - $${n + 1} * interval '1 millisecond'
    AND NOT EXISTS (SELECT 1 FROM notification_mail_log l
                    WHERE l.member_id = ${c}.member_id AND l.kind = 'unread_message_reminder'
                      AND l.subject_key = 'conversation:' || ${c}.id AND l.sent_at >= ${x}.created_at)`;
}
