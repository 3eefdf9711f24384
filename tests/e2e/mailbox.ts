import { expect } from "@playwright/test";
import type { StoredMail } from "../../reference-api/mail/outbox";
import type { StoredSms } from "../../reference-api/payments/sms";

/** The reference API the suite runs against (tests/setup/global-setup.ts). */
const apiUrl = () => process.env.E2E_API_URL ?? "";
/** Its /dev tools answer only with the run's secret. */
const devHeaders = () => ({ "X-Dev-Key": process.env.E2E_DEV_KEY ?? "" });

export type Mail = StoredMail;

/** Every mail sent to an address, newest first (the reference API's outbox). */
export async function mailsTo(to: string): Promise<Mail[]> {
  const res = await fetch(`${apiUrl()}/dev/outbox.json?to=${encodeURIComponent(to)}`, { headers: devHeaders() });
  expect(res.ok, "the reference API's outbox answers").toBe(true);
  return ((await res.json()) as { mails: Mail[] }).mails;
}

/** Waits for a mail of a kind to an address and returns the newest one. */
export async function waitForMail(to: string, kind: string, after = 0): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => (found = (await mailsTo(to)).find((m) => m.kind === kind && m.id > after)), {
      message: `a ${kind} mail to ${to}`,
      timeout: 10_000,
    })
    .toBeTruthy();
  return found!;
}

/** Every SMS sent to a phone number, newest first (the reference API's SMS outbox). */
export async function smsTo(phone: string): Promise<StoredSms[]> {
  const res = await fetch(`${apiUrl()}/dev/outbox.json?to=${encodeURIComponent(phone)}`, { headers: devHeaders() });
  expect(res.ok, "the reference API's outbox answers").toBe(true);
  return ((await res.json()) as { sms: StoredSms[] }).sms;
}

/** Waits for an SMS to a phone number newer than `after` and returns the 6-digit code in it. */
export async function waitForSmsCode(phone: string, after = 0): Promise<{ id: number; code: string }> {
  let found: StoredSms | undefined;
  await expect
    .poll(async () => (found = (await smsTo(phone)).find((sms) => sms.id > after)), {
      message: `an SMS to ${phone}`,
      timeout: 10_000,
    })
    .toBeTruthy();
  const code = /\b(\d{6})\b/.exec(found!.body)?.[1];
  expect(code, found!.body).toBeTruthy();
  return { id: found!.id, code: code! };
}
