import { PaymentErrorCode as E } from "../../app/api/schemas/payments";
import type { Db } from "../db";
import { HttpError } from "../http";
import { apiLanguage, type ApiLanguage } from "../languages";
import { interpolate } from "../interpolate";

/*
 * SMS: every one the API sends is kept in sms_outbox (like the e-mail outbox, read by the
 * development mailbox and the e2e tests); no SMS gateway is configured in the reference API.
 * An SMS costs the operator money, so sending is limited per member, per number and per IP.
 */

type Q = Pick<Db, "query">;

/** SMS codes per hour (docs/decisions/017-payments.md). */
export const SMS_PER_HOUR = { member: 3, phone: 3, ip: 10 } as const;
const HOUR = 3_600_000;

export interface SmsSubject {
  memberId: number;
  phone: string;
  ip: string;
}

/** 429 too_many_sms, with the minutes until one more may go, when any of the member, number or IP is at its limit. */
export async function refuseTooManySms(db: Q, who: SmsSubject, now: Date) {
  const since = new Date(now.getTime() - HOUR);
  const rows = await db.query<{ created_at: Date; member_id: number | null; to_phone: string; ip: string }>(
    `SELECT created_at, member_id, to_phone, ip FROM sms_outbox
     WHERE created_at > $1 AND (member_id = $2 OR to_phone = $3 OR ip = $4) ORDER BY created_at`,
    [since, who.memberId, who.phone, who.ip]
  );
  const waits = (
    [
      [rows.filter((r) => r.member_id === who.memberId), SMS_PER_HOUR.member],
      [rows.filter((r) => r.to_phone === who.phone), SMS_PER_HOUR.phone],
      [rows.filter((r) => r.ip === who.ip), SMS_PER_HOUR.ip],
    ] as const
  )
    .filter(([sent, limit]) => sent.length >= limit)
    // One more may go once enough of them are an hour old.
    .map(([sent, limit]) => new Date(sent[sent.length - limit].created_at).getTime() + HOUR - now.getTime());
  if (waits.length > 0) {
    throw new HttpError(429, { error: E.tooManySms, minutes: Math.max(1, Math.ceil(Math.max(...waits) / 60_000)) });
  }
}

export async function sendSms(
  db: Q,
  sms: { siteId: number; memberId: number; to: string; ip: string; kind: string; body: string; now: Date }
) {
  await db.query(
    "INSERT INTO sms_outbox (site_id, member_id, to_phone, ip, kind, body, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
    [sms.siteId, sms.memberId, sms.to, sms.ip, sms.kind, sms.body, sms.now]
  );
}

export interface StoredSms {
  id: number;
  site_id: number;
  to_phone: string;
  kind: string;
  body: string;
  created_at: string;
}

/** The newest SMS, optionally only those to one number (spaces ignored). */
export async function readSmsOutbox(db: Q, to?: string, limit = 50): Promise<StoredSms[]> {
  const columns = "id, site_id, to_phone, kind, body, created_at";
  return to
    ? db.query<StoredSms>(`SELECT ${columns} FROM sms_outbox WHERE to_phone = $1 ORDER BY id DESC LIMIT $2`, [
        normalizePhone(to) ?? to,
        limit,
      ])
    : db.query<StoredSms>(`SELECT ${columns} FROM sms_outbox ORDER BY id DESC LIMIT $1`, [limit]);
}

/** A phone number in international format (+ and 8–15 digits; spaces, dashes, dots, brackets and a leading 00 allowed); undefined otherwise. */
export function normalizePhone(typed: string): string | undefined {
  const compact = typed.replace(/[\s\-.()/]/g, "").replace(/^00/, "+");
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : undefined;
}

/** The number mostly hidden, for the page: "+31 ••••••• 78". */
export const phoneHint = (phone: string) =>
  `${phone.slice(0, 3)} ${"•".repeat(Math.max(0, phone.length - 5))} ${phone.slice(-2)}`;

/** The direct debit code's SMS in the member's language. `{{code}}`, `{{site}}`, `{{minutes}}`. */
const CODE_TEXTS: Record<ApiLanguage, string> = {
  en: "{{code}} is your {{site}} code to confirm the direct debit. It works for {{minutes}} minutes. Never share it.",
  da: "{{code}} er din {{site}}-kode til at bekræfte betalingsaftalen. Den gælder i {{minutes}} minutter. Del den aldrig.",
  de: "{{code}} ist Ihr {{site}}-Code zur Bestätigung der Lastschrift. Er gilt {{minutes}} Minuten. Geben Sie ihn nie weiter.",
  es: "{{code}} es tu código de {{site}} para confirmar la domiciliación. Es válido {{minutes}} minutos. No lo compartas nunca.",
  fi: "{{code}} on {{site}}-koodisi suoraveloituksen vahvistamiseen. Se on voimassa {{minutes}} minuuttia. Älä koskaan jaa sitä.",
  fr: "{{code}} est votre code {{site}} pour confirmer le prélèvement. Il est valable {{minutes}} minutes. Ne le communiquez jamais.",
  it: "{{code}} è il tuo codice {{site}} per confermare l'addebito diretto. È valido {{minutes}} minuti. Non condividerlo mai.",
  nb: "{{code}} er din {{site}}-kode for å bekrefte avtalegiroen. Den gjelder i {{minutes}} minutter. Del den aldri.",
  nl: "{{code}} is je {{site}}-code om de automatische incasso te bevestigen. Hij is {{minutes}} minuten geldig. Deel hem nooit.",
  pl: "{{code}} to Twój kod {{site}} do potwierdzenia polecenia zapłaty. Jest ważny {{minutes}} minut. Nigdy go nie udostępniaj.",
  sv: "{{code}} är din {{site}}-kod för att bekräfta autogirot. Den gäller i {{minutes}} minuter. Dela den aldrig.",
};

export function directDebitCodeText(language: string, site: string, code: string, minutes: number) {
  return interpolate(CODE_TEXTS[apiLanguage(language) ?? "en"], { code, site, minutes });
}
