// Complaints: stored for the operator, reasons that fit the kind, visitors with an address, the
// daily limits, one acknowledgement mail a day per address, and report-and-block in one step.
// One in-memory PGlite with a small site of its own and a clock the tests move.
import { beforeEach, describe, expect, it } from "vitest";
import { COMPLAINTS_PER_DAY } from "../app/domain/members";
import { ACCOUNT_MAIL_LANGUAGES } from "./mail/account-texts";
import { COMPLAINT_MAIL_LANGUAGES, complaintAckMail } from "./mail/complaint-texts";
import { readOutbox } from "./mail/outbox";
import { memberKit, type TestMember } from "./testing/member-kit";
import { testSiteForFile } from "./testing/site";

const DOMAIN = "complaints.localhost";
const now = new Date("2026-06-01T12:00:00Z");
const site = testSiteForFile(DOMAIN, "Complaints", () => now, { domain_language: "de_DE", mail_name: "Team" });
const kit = memberKit(site, DOMAIN, () => now);
beforeEach(() => {
  // Every test on a later day: the limits of earlier tests never leak into it.
  now.setTime(now.getTime() + 7 * 86_400_000);
});

const complain = (body: Record<string, unknown>, opts: { by?: TestMember; ip?: string } = {}) =>
  kit.call("POST", "/api/complaints.php", { text: "Not nice.", ...body }, { token: opts.by?.token, ip: opts.ip });
const acks = async (to: string) => (await readOutbox(site.db, to)).filter((m) => m.kind === "complaint_ack");
const stored = (reporterId: number) =>
  site.db.query("SELECT reporter_id, target_id, reason, text, email FROM complaints WHERE reporter_id = $1", [
    reporterId,
  ]);

describe("complaints.php", () => {
  it("stores a member's report with reporter, target, reason and text, and acknowledges it in the member's language", async () => {
    const a = await kit.newMember({ language: "fr" });
    const b = await kit.newMember();
    expect(await complain({ target_id: b.id, reason: "scam", text: "  Asked for money.  " }, { by: a })).toEqual({
      status: 200,
      json: { ok: true },
    });
    expect(await stored(a.id)).toEqual([
      { reporter_id: a.id, target_id: b.id, reason: "scam", text: "Asked for money.", email: a.email },
    ]);
    const [mail] = await acks(a.email);
    expect(mail).toMatchObject({ language: "fr", subject: complaintAckMail("fr", "Complaints").subject });
  });

  it("takes a visitor's general complaint with an address, in the site's language, and refuses one without", async () => {
    const email = `visitor-${Date.now()}@complaints.example`;
    expect(await complain({ reason: "billing" })).toEqual({
      status: 400,
      json: { error: "validation_failed", fields: { email: "required" } },
    });
    const withTarget = await complain({ reason: "scam", email, target_id: 1 });
    expect(withTarget.status).toBe(400);
    expect(Object.keys(withTarget.json.fields as object)).toEqual(["target_id"]);

    expect((await complain({ reason: "billing", email })).status).toBe(200);
    const [row] = await site.db.query("SELECT reporter_id, target_id, email, reason FROM complaints WHERE email = $1", [
      email,
    ]);
    expect(row).toEqual({ reporter_id: null, target_id: null, email, reason: "billing" });
    expect((await acks(email))[0].language).toBe("de");
  });

  it("wants member reasons with a target and general reasons without", async () => {
    const a = await kit.newMember();
    const b = await kit.newMember();
    expect((await complain({ target_id: b.id, reason: "billing" }, { by: a })).json).toMatchObject({
      fields: { reason: "invalid_enum_value" },
    });
    expect((await complain({ reason: "fake_profile" }, { by: a })).status).toBe(400);
    expect((await complain({ reason: "other" }, { by: a })).status).toBe(200);
    expect((await complain({ target_id: b.id, reason: "other" }, { by: a })).status).toBe(200);
  });

  it("wants a member of the site, not oneself", async () => {
    const a = await kit.newMember();
    expect((await complain({ target_id: 999_999, reason: "scam" }, { by: a })).status).toBe(404);
    expect((await complain({ target_id: a.id, reason: "scam" }, { by: a })).status).toBe(400);
    expect(await stored(a.id)).toEqual([]);
  });

  it("takes a report on a member who blocked the reporter, went invisible or was blocked by the reporter", async () => {
    const victim = await kit.newMember();
    const harasser = await kit.newMember({ name: "Harasser" });
    // Blocking the victim does not put the harasser out of reach of a report.
    await kit.call("POST", "/api/block.php", { id: victim.id }, { token: harasser.token });
    expect(await complain({ target_id: harasser.id, reason: "harassment" }, { by: victim })).toEqual({
      status: 200,
      json: { ok: true },
    });
    // Nor does hiding; and the victim may report and block in one step all the same.
    await site.db.query("UPDATE members SET invisible = true WHERE id = $1", [harasser.id]);
    expect((await complain({ target_id: harasser.id, reason: "scam", block: true }, { by: victim })).status).toBe(200);
    // A member the reporter blocked first can be reported too.
    const other = await kit.newMember();
    await kit.call("POST", "/api/block.php", { id: other.id }, { token: victim.token });
    expect((await complain({ target_id: other.id, reason: "fake_profile" }, { by: victim })).status).toBe(200);
    const targets = (await stored(victim.id)).map((row) => row.target_id as number);
    expect(targets.sort((x, y) => x - y)).toEqual([harasser.id, harasser.id, other.id].sort((x, y) => x - y));
  });

  it(`refuses the ${COMPLAINTS_PER_DAY + 1}th complaint of a day per member, and per IP for visitors`, async () => {
    const a = await kit.newMember();
    for (let i = 0; i < COMPLAINTS_PER_DAY; i++)
      expect((await complain({ reason: "technical" }, { by: a })).status).toBe(200);
    expect(await complain({ reason: "technical" }, { by: a })).toEqual({
      status: 429,
      json: { error: "too_many_complaints" },
    });
    expect(await stored(a.id)).toHaveLength(COMPLAINTS_PER_DAY);
    // Another member on the same IP is not held back by the first one's complaints.
    expect((await complain({ reason: "technical" }, { by: await kit.newMember() })).status).toBe(200);

    const ip = "198.51.100.9";
    for (let i = 0; i < COMPLAINTS_PER_DAY; i++) {
      expect((await complain({ reason: "privacy", email: `v${i}@complaints.example` }, { ip })).status).toBe(200);
    }
    expect((await complain({ reason: "privacy", email: "late@complaints.example" }, { ip })).status).toBe(429);
    expect(
      (await complain({ reason: "privacy", email: "late@complaints.example" }, { ip: "198.51.100.10" })).status
    ).toBe(200);

    // The next day the member may complain again.
    now.setTime(now.getTime() + 86_400_000 + 1000);
    expect((await complain({ reason: "technical" }, { by: a })).status).toBe(200);
  });

  it("sends one acknowledgement a day per address; later complaints are still stored", async () => {
    const a = await kit.newMember();
    for (let i = 0; i < 3; i++) expect((await complain({ reason: "other" }, { by: a })).status).toBe(200);
    expect(await stored(a.id)).toHaveLength(3);
    expect(await acks(a.email)).toHaveLength(1);
    now.setTime(now.getTime() + 86_400_000 + 1000);
    await complain({ reason: "other" }, { by: a });
    expect(await acks(a.email)).toHaveLength(2);
  });

  it("blocks the reported member in the same step", async () => {
    const a = await kit.newMember({ name: "Reporter" });
    const b = await kit.newMember();
    await kit.call("POST", "/api/like.php", { id: a.id }, { token: b.token });
    expect((await complain({ target_id: b.id, reason: "harassment", block: true }, { by: a })).status).toBe(200);
    expect(await stored(a.id)).toHaveLength(1);
    expect(
      await site.db.query("SELECT 1 FROM blocks WHERE blocker_id = $1 AND blocked_id = $2", [a.id, b.id])
    ).toHaveLength(1);
    expect(await site.db.query("SELECT 1 FROM likes WHERE from_id = $1", [b.id])).toEqual([]);
    expect((await kit.call("POST", "/api/like.php", { id: a.id }, { token: b.token })).json).toEqual({
      error: "blocked_by_member",
      name: "Reporter",
    });
    // Blocking needs someone to block.
    expect((await complain({ reason: "other", block: true }, { by: a })).status).toBe(400);
  });

  it("has the acknowledgement in every language the account mails have", () => {
    expect([...COMPLAINT_MAIL_LANGUAGES].sort()).toEqual([...ACCOUNT_MAIL_LANGUAGES].sort());
  });
});
