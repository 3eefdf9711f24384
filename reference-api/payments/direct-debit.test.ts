// SEPA direct debit: the IBAN's checksum and country, the SMS code (kept in the outbox, shown by
// the development mailbox), wrong and expired codes, the blocked flag, the direct debit limits,
// the SMS sending limits, and the payment pending until the bank confirms it.
import { describe, expect, it } from "vitest";
import type { Payment } from "../../app/api/schemas/payments";
import { memberKit } from "../testing/member-kit";
import { testSiteForFile } from "../testing/site";
import { CODE_MINUTES, MAX_WRONG_CODES } from "./direct-debit";
import { DIRECT_DEBIT_SETTLE_MS } from "./provider";
import { SMS_PER_HOUR } from "./sms";
import { MANDATE_DETAILS, paymentKit } from "../testing/payment-kit";

const DOMAIN = "sepa.localhost";
const DEV_KEY = "dev-key-for-sepa-tests";
let now = new Date("2026-06-01T12:00:00Z");
const clock = () => now;
const later = (ms: number) => (now = new Date(now.getTime() + ms));
const site = testSiteForFile(DOMAIN, "Sepa", clock, { countries: ["NL", "DE"] }, { devTools: { key: DEV_KEY } });
const kit = memberKit(site, DOMAIN, clock);
const pay = paymentKit(site, DOMAIN, kit);

let phones = 0;
/** A member who has bought before (list prices) with a number of their own. */
async function debtor(opts: Parameters<typeof kit.newMember>[0] = {}) {
  const m = await kit.newMember({ paidUser: true, ...opts });
  return { ...m, phone: `+31 6 ${String(10_000_000 + ++phones).slice(0, 8)}`, ip: `198.51.100.${phones % 250}` };
}
const FORM = { package: "p1", ...MANDATE_DETAILS };
type Debtor = Awaited<ReturnType<typeof debtor>>;
const start = (d: Debtor, form: Record<string, unknown> = {}, ip = d.ip, key?: string) =>
  kit.call(
    "POST",
    "/api/directdebit.php",
    { ...FORM, phone: d.phone, ...form },
    { token: d.token, ip, headers: key ? { "Idempotency-Key": key } : {} }
  );
const confirm = (d: Debtor, mandateId: number, otp: string) =>
  kit.call("PUT", "/api/directdebit.php", { mandate_id: mandateId, otp }, { token: d.token });
const resend = (d: Debtor, mandateId: number, key?: string) =>
  kit.call(
    "POST",
    "/api/directdebit-code.php",
    { mandate_id: mandateId },
    { token: d.token, ip: d.ip, headers: key ? { "Idempotency-Key": key } : {} }
  );

/** The code of the newest SMS to the number, as the e2e tests read it: /dev/outbox.json?to=. */
async function lastCode(phone: string): Promise<string> {
  const res = await site.app.request(`/dev/outbox.json?to=${encodeURIComponent(phone)}`, {
    headers: { "X-Dev-Key": DEV_KEY },
  });
  const { sms } = (await res.json()) as { sms: { body: string; kind: string }[] };
  expect(sms[0].kind).toBe("directdebit_code");
  return /\b(\d{6})\b/.exec(sms[0].body)![1];
}
const mandateId = (json: Record<string, unknown>) => (json.mandate as { mandate_id: number }).mandate_id;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("directdebit.php", () => {
  it("sends a code by SMS; a wrong code is Code invalid; the right one makes a pending debit, completed by the bank", async () => {
    const d = await debtor({ credits: 3 });
    const started = await start(d);
    expect(started.status).toBe(200);
    expect(started.json.mandate).toEqual({
      mandate_id: expect.any(Number),
      phone_hint: expect.stringMatching(/^\+31 •+ \d\d$/),
      expires_at: new Date(now.getTime() + CODE_MINUTES * 60_000).toISOString(),
    });
    const code = await lastCode(d.phone);
    const bad = await confirm(d, mandateId(started.json), wrong(code));
    expect({ status: bad.status, error: bad.json.error }).toEqual({ status: 400, error: "code_invalid" });
    const good = await confirm(d, mandateId(started.json), code);
    expect(good.status).toBe(200);
    const payment = good.json.payment as Payment;
    expect(payment).toMatchObject({ status: "pending", method: "sdd", currency: "EUR", amount: 1995, country: "NL" });
    expect((await pay.member(d.id)).credits).toBe(3);
    // The same code again answers the same payment.
    expect(((await confirm(d, mandateId(started.json), code)).json.payment as Payment).payment_id).toBe(
      payment.payment_id
    );
    later(DIRECT_DEBIT_SETTLE_MS);
    expect((await pay.getPayment(d.token, payment.payment_id)).payment.status).toBe("completed");
    expect((await pay.member(d.id)).credits).toBe(123);
  });

  it("shows the SMS in the development mailbox", async () => {
    const d = await debtor();
    await start(d);
    const res = await site.app.request(`/dev/mailbox?to=${encodeURIComponent(d.phone)}`, {
      headers: { "X-Dev-Key": DEV_KEY },
    });
    expect(await res.text()).toContain(`${await lastCode(d.phone)} is your Sepa code`);
  });

  it("checks the IBAN's checksum and that it is in the SEPA area", async () => {
    const d = await debtor();
    for (const iban of [
      "NL91 ABNA 0417 1643 01",
      "NL91ABNA04171643",
      "hello world 123456",
      "DE89 3704 0044 0532 0130 0",
    ]) {
      const { status, json } = await start(d, { iban });
      expect({ iban, status, error: json.error }).toEqual({ iban, status: 400, error: "iban_invalid" });
    }
    // A valid Turkish IBAN: outside the SEPA area.
    const { status, json } = await start(d, { iban: "TR33 0006 1005 1978 6457 8413 26" });
    expect({ status, error: json.error }).toEqual({ status: 400, error: "iban_country" });
    expect((await start(d, { iban: "de89370400440532013000" })).status).toBe(200);
  });

  it(`ends the code after ${MAX_WRONG_CODES} wrong tries and after ${CODE_MINUTES} minutes; a new code works`, async () => {
    const d = await debtor();
    const started = await start(d);
    const id = mandateId(started.json);
    const code = await lastCode(d.phone);
    for (let i = 0; i < MAX_WRONG_CODES; i++) expect((await confirm(d, id, wrong(code))).status).toBe(400);
    const locked = await confirm(d, id, code);
    expect({ status: locked.status, error: locked.json.error }).toEqual({ status: 409, error: "mandate_expired" });

    expect((await resend(d, id)).status).toBe(200);
    const fresh = await lastCode(d.phone);
    later(CODE_MINUTES * 60_000);
    const expired = await confirm(d, id, fresh);
    expect({ status: expired.status, error: expired.json.error }).toEqual({ status: 409, error: "mandate_expired" });
    expect((await resend(d, id)).status).toBe(200);
    expect((await confirm(d, id, await lastCode(d.phone))).json.payment).toMatchObject({ status: "pending" });
  });

  it("refuses a member blocked for direct debit", async () => {
    const d = await debtor();
    await site.db.query("UPDATE members SET directdebit_blocked = true WHERE id = $1", [d.id]);
    const { status, json } = await start(d);
    expect({ status, error: json.error }).toEqual({ status: 403, error: "directdebit_blocked" });
  });

  it("refuses a mandate of another member", async () => {
    const d = await debtor();
    const other = await debtor();
    const started = await start(d);
    const { status, json } = await confirm(other, mandateId(started.json), "123456");
    expect({ status, error: json.error }).toEqual({ status: 404, error: "payment_not_found" });
  });

  it("allows 2 pending direct debits and 150.00 EUR in 30 days", async () => {
    const d = await debtor();
    for (let i = 0; i < 2; i++) {
      const started = await start(d, { package: "p0" });
      expect((await confirm(d, mandateId(started.json), await lastCode(d.phone))).status).toBe(200);
    }
    const third = await start(d, { package: "p0" });
    expect({ status: third.status, error: third.json.error }).toEqual({ status: 409, error: "directdebit_limit" });

    const big = await debtor();
    const first = await start(big, { package: "p3" });
    await confirm(big, mandateId(first.json), await lastCode(big.phone));
    later(DIRECT_DEBIT_SETTLE_MS);
    await kit.call("GET", "/api/transactions.php", undefined, { token: big.token });
    // 89.95 + 89.95 would pass 150.00; 89.95 + 39.95 does not.
    const second = await start(big, { package: "p3" });
    expect({ status: second.status, error: second.json.error }).toEqual({ status: 409, error: "directdebit_limit" });
    expect((await start(big, { package: "p2" })).status).toBe(200);
  });

  it("checks the limits again as the debit is made: three p3 mandates started first, confirmed at once, make one debit", async () => {
    const d = await debtor();
    const mandates: { id: number; code: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const started = await start(d, { package: "p3" });
      expect(started.status).toBe(200);
      mandates.push({ id: mandateId(started.json), code: await lastCode(d.phone) });
    }
    const confirmed = await Promise.all(mandates.map((m) => confirm(d, m.id, m.code)));
    expect(confirmed.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(confirmed.filter((r) => r.status === 409).map((r) => r.json.error)).toEqual([
      "directdebit_limit",
      "directdebit_limit",
    ]);
    later(DIRECT_DEBIT_SETTLE_MS);
    await kit.call("GET", "/api/transactions.php", undefined, { token: d.token });
    const [{ debits, sum }] = await site.db.query<{ debits: number; sum: number }>(
      `SELECT count(*)::int AS debits, COALESCE(sum(amount), 0)::int AS sum FROM payments
       WHERE member_id = $1 AND method = 'sdd' AND status IN ('pending', 'completed')`,
      [d.id]
    );
    expect({ debits, sum }).toEqual({ debits: 1, sum: 8995 });
    expect((await pay.member(d.id)).credits).toBe(800);
    // One after the other the refused ones stay refused: the limit holds whatever the order.
    const again: number[] = [];
    for (const m of mandates) again.push((await confirm(d, m.id, m.code)).status);
    expect(again.sort()).toEqual([200, 409, 409]);
    expect((await pay.member(d.id)).credits).toBe(800);
  });

  it("holds 2 pending debits when three small mandates are confirmed at once", async () => {
    const d = await debtor();
    const mandates: { id: number; code: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const started = await start(d, { package: "p0" });
      mandates.push({ id: mandateId(started.json), code: await lastCode(d.phone) });
    }
    const confirmed = await Promise.all(mandates.map((m) => confirm(d, m.id, m.code)));
    expect(confirmed.map((r) => r.status).sort()).toEqual([200, 200, 409]);
  });

  it("starts one mandate and sends one SMS per Idempotency-Key: again, twice at once, ten times at once", async () => {
    const d = await debtor();
    const smsCount = async () =>
      (await site.db.query<{ n: number }>("SELECT count(*)::int AS n FROM sms_outbox WHERE member_id = $1", [d.id]))[0]
        .n;
    const first = await start(d, {}, d.ip, "mandate-key-1");
    expect(first.status).toBe(200);
    expect(await start(d, {}, d.ip, "mandate-key-1")).toEqual(first);
    const twice = await Promise.all([1, 2].map(() => start(d, { package: "p0" }, d.ip, "mandate-key-2")));
    // Asked at once, the copy is answered as the same mandate or "in progress" while the first runs.
    const stored = twice.find((r) => r.status === 200)!;
    const inProgress = { status: 409, json: { error: "request_in_progress" } };
    for (const answer of twice) expect([stored, inProgress]).toContainEqual(answer);
    expect(await smsCount()).toBe(2);
    // A new code pressed ten times at once is one SMS (the hour's third).
    const resent = await Promise.all(Array.from({ length: 10 }, () => resend(d, mandateId(first.json), "resend-key")));
    const codeSent = resent.find((r) => r.status === 200)!;
    for (const answer of resent) expect([codeSent, inProgress]).toContainEqual(answer);
    expect(await smsCount()).toBe(3);
    const [{ payments }] = await site.db.query<{ payments: number }>(
      "SELECT count(*)::int AS payments FROM payments WHERE member_id = $1",
      [d.id]
    );
    expect(payments).toBe(2);
    // Ten starts at once under one key from a member who may still send a code: one mandate.
    const e = await debtor();
    const ten = await Promise.all(Array.from({ length: 10 }, () => start(e, {}, e.ip, "mandate-key-ten")));
    const mandate = ten.find((r) => r.status === 200)!;
    for (const answer of ten) expect([mandate, inProgress]).toContainEqual(answer);
  });

  it("answers a new code and the confirmation asked at the same moment, one after the other", async () => {
    for (let round = 0; round < 5; round++) {
      const d = await debtor();
      const id = mandateId((await start(d)).json);
      const code = await lastCode(d.phone);
      const answers = await Promise.all([resend(d, id), confirm(d, id, code), resend(d, id), confirm(d, id, code)]);
      // Whichever came first decides (a new code makes the old one wrong); none is a server error.
      for (const answer of answers) expect(answer.status).toBeLessThan(500);
    }
  });

  it("refuses to confirm for a member blocked for direct debit since the mandate was started", async () => {
    const d = await debtor();
    const started = await start(d);
    const code = await lastCode(d.phone);
    await site.db.query("UPDATE members SET directdebit_blocked = true WHERE id = $1", [d.id]);
    const { status, json } = await confirm(d, mandateId(started.json), code);
    expect({ status, error: json.error }).toEqual({ status: 403, error: "directdebit_blocked" });
    const [{ made }] = await site.db.query<{ made: number }>(
      "SELECT count(*)::int AS made FROM payments WHERE member_id = $1 AND provider_id IS NOT NULL",
      [d.id]
    );
    expect(made).toBe(0);
  });
});

describe("SMS limits", () => {
  it(`sends ${SMS_PER_HOUR.member} codes an hour per member, then says how long to wait`, async () => {
    const d = await debtor();
    const started = await start(d);
    for (let i = 1; i < SMS_PER_HOUR.member; i++) expect((await resend(d, mandateId(started.json))).status).toBe(200);
    const refused = await resend(d, mandateId(started.json));
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ error: "too_many_sms", minutes: 60 });
    expect((await start(d, { phone: "+49 151 23456789" })).status).toBe(429);
    later(3_600_000);
    expect((await resend(d, mandateId(started.json))).status).toBe(200);
  });

  it(`sends ${SMS_PER_HOUR.phone} codes an hour to one number, whoever asks`, async () => {
    const first = await debtor();
    for (let i = 0; i < SMS_PER_HOUR.phone; i++) {
      const other = await debtor();
      expect((await start(other, { phone: first.phone })).status).toBe(200);
    }
    const { status, json } = await start(first);
    expect({ status, error: json.error }).toEqual({ status: 429, error: "too_many_sms" });
  });

  it(`sends ${SMS_PER_HOUR.ip} codes an hour from one IP`, async () => {
    for (let i = 0; i < SMS_PER_HOUR.ip; i++) expect((await start(await debtor(), {}, "203.0.113.9")).status).toBe(200);
    const { status, json } = await start(await debtor(), {}, "203.0.113.9");
    expect({ status, error: json.error }).toEqual({ status: 429, error: "too_many_sms" });
    // A refused start leaves nothing behind.
    const [{ open }] = await site.db.query<{ open: number }>(
      "SELECT count(*)::int AS open FROM directdebit_mandates m JOIN sms_outbox s ON s.member_id = m.member_id WHERE s.ip = '203.0.113.9'"
    );
    expect(open).toBe(SMS_PER_HOUR.ip);
  });
});
