import nodemailer, { type Transporter } from "nodemailer";
import { apiEnv } from "../../lib/env";
import type { Db } from "../db";

/** What kind of mail it is; each feature adds its own (activation, password_reset, …). */
export type MailKind = string;

export interface OutgoingMail {
  siteId: number;
  /** The From name (the site's mail_name). */
  fromName: string;
  to: string;
  /** The member's language (2 letters); the text is already written in it. */
  language: string;
  kind: MailKind;
  subject: string;
  /** Plain text; the link appears in it too. */
  body: string;
  link?: string;
  /** Extra headers (List-Unsubscribe …), kept with the mail and handed to SMTP. */
  headers?: Record<string, string>;
}

export interface StoredMail {
  id: number;
  site_id: number;
  to_email: string;
  language: string;
  kind: string;
  subject: string;
  body: string;
  link: string | null;
  headers: Record<string, string>;
  created_at: string;
}

let transport: Transporter | null | undefined;
/** SMTP delivery when SMTP_URL is set (e.g. smtp://user:pass@mail.example.com:587); else none. */
function smtp(): Transporter | null {
  if (transport === undefined) {
    const url = apiEnv().SMTP_URL;
    transport = url ? nodemailer.createTransport(url) : null;
  }
  return transport;
}

/**
 * Stores the mail in the outbox (always) and hands it to SMTP when configured. Delivery failures
 * are logged, not thrown: the member's action (signup, reset …) has already succeeded.
 */
export async function sendMail(
  db: Pick<Db, "query">,
  mail: OutgoingMail,
  log: (entry: Record<string, unknown>) => void = () => {}
): Promise<void> {
  await db.query(
    `INSERT INTO outbox (site_id, to_email, language, kind, subject, body, link, headers)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      mail.siteId,
      mail.to,
      mail.language,
      mail.kind,
      mail.subject,
      mail.body,
      mail.link ?? null,
      JSON.stringify(mail.headers ?? {}),
    ]
  );
  const transporter = smtp();
  if (!transporter) return;
  const from = `"${mail.fromName.replace(/"/g, "")}" <${apiEnv().SMTP_FROM}>`;
  transporter
    .sendMail({ from, to: mail.to, subject: mail.subject, text: mail.body, headers: mail.headers })
    .catch((error: unknown) =>
      log({ level: "warn", msg: "smtp delivery failed", kind: mail.kind, error: String(error) })
    );
}

/** The newest mails, optionally only those to one address (case-insensitive). */
export async function readOutbox(db: Pick<Db, "query">, to?: string, limit = 50): Promise<StoredMail[]> {
  return to
    ? db.query<StoredMail>(`SELECT * FROM outbox WHERE lower(to_email) = lower($1) ORDER BY id DESC LIMIT $2`, [
        to,
        limit,
      ])
    : db.query<StoredMail>(`SELECT * FROM outbox ORDER BY id DESC LIMIT $1`, [limit]);
}
