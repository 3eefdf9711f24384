import type { EmailKind } from "../app/api/schemas/notifications";
import type { Db } from "./db";
import { disableNotifications } from "./notification-settings";

type Q = Pick<Db, "query">;

/*
 * Who may be sent which notification e-mail (docs/decisions/018-notifications-and-push.md):
 * the member's preference for the kind (a kind missing from notification_preferences.email is
 * on), what the mail system turned off (notifications_disabled: `all`, or the kind), and whether
 * there is anyone to write to at all.
 */

/** A member a notification e-mail may go to, with what the mail needs. */
export interface MailRecipient {
  id: number;
  site_id: number;
  email: string;
  name: string;
  language: string;
}

/**
 * SQL condition: the member `m` wants e-mails of `kind` (a parameter) and the mail system has not
 * turned them off.
 */
export const wantsMailSql = (m: string, kind: string) => `
  coalesce((SELECT (np.email ->> ${kind})::boolean FROM notification_preferences np WHERE np.member_id = ${m}.id), true)
  AND NOT EXISTS (SELECT 1 FROM notifications_disabled nd
                  WHERE nd.member_id = ${m}.id AND (nd.kind = 'all' OR nd.kind = ${kind}))`;

/**
 * SQL condition: the member `m` can be written to at all: a real member (operated profiles never
 * get mail) with a confirmed address (an address typed at signup may be a stranger's: it gets
 * the activation mail only), not pending deletion.
 */
export const mailableSql = (m: string) => `
  NOT ${m}.fictional AND ${m}.email IS NOT NULL AND ${m}.email <> ''
  AND ${m}.user_status = 'confirmed' AND ${m}.deleted_at IS NULL`;

/** The member, when an e-mail of `kind` may go to them now; undefined otherwise. */
export async function mayMail(db: Q, memberId: number, kind: EmailKind): Promise<MailRecipient | undefined> {
  const [row] = await db.query<MailRecipient>(
    `SELECT m.id, m.site_id, m.email, m.name, m.language FROM members m
     WHERE m.id = $1 AND ${mailableSql("m")} AND ${wantsMailSql("m", "$2")}`,
    [memberId, kind]
  );
  return row;
}

/** Whether e-mails of `kind` are off for the member: by preference or by the mail system. */
export async function mailKindOff(db: Q, memberId: number, kind: EmailKind): Promise<boolean> {
  const [row] = await db.query<{ off: boolean }>(
    `SELECT NOT (${wantsMailSql("m", "$2")}) AS off FROM members m WHERE m.id = $1`,
    [memberId, kind]
  );
  return row?.off ?? true;
}

/**
 * An unsubscribe link used: the kind is off in the preferences and recorded as turned off by
 * `listunsubscribe` (the settings list it with a way to turn it on again). Using it again changes
 * nothing.
 */
export async function unsubscribeKind(db: Pick<Db, "transaction">, memberId: number, kind: EmailKind, at: Date) {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO notification_preferences (member_id, email) VALUES ($1, jsonb_build_object($2::text, false))
       ON CONFLICT (member_id) DO UPDATE SET email = notification_preferences.email || jsonb_build_object($2::text, false)`,
      [memberId, kind]
    );
    await disableNotifications(tx, memberId, [{ reason: "listunsubscribe", kind }], at);
  });
}
