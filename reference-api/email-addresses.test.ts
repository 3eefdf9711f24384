// Addresses beyond ASCII through every endpoint that takes one (docs/decisions/007, "E-mail
// addresses"): an account made with one logs in, resets and changes its address with the same
// address typed any way a keyboard gives it; a look-alike is refused at signup already.
import { describe, expect, it } from "vitest";
import { readOutbox } from "./mail/outbox";
import { testSiteForFile } from "./testing/site";

const DOMAIN = "addresses.localhost";
const PASSWORD = "secret-1";
const now = new Date("2026-06-01T12:00:00Z");
const site = testSiteForFile(DOMAIN, "Addresses", () => now);

let ip = 0;
const send = (method: string, body: unknown, token?: string) => ({
  method,
  body: JSON.stringify(body),
  headers: {
    "Content-Type": "application/json",
    // Each request from its own address: the daily limits per IP are limits.test.ts's.
    "X-Forwarded-For": `10.1.${Math.floor(++ip / 250)}.${ip % 250}`,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  },
});
const api = (path: string, init: RequestInit) => site.app.request(`${path}?forced-domain=${DOMAIN}`, init);
const signup = (email: string) =>
  api(
    "/api/signup.php",
    send("POST", { email, name: `N${++ip}`, password: PASSWORD, date_of_birth: "1990-05-17", language: "en" })
  );
const login = (email: string) => api("/api/user.php", send("POST", { email, password: PASSWORD }));
const mailsTo = async (email: string) => (await readOutbox(site.db, email)).map((mail) => mail.kind);

/** Each address as signed up with, its normal form, and the same address as typed other ways. */
const ADDRESSES: [string, string, string[]][] = [
  ["Müller-1@Example.com", "müller-1@example.com", ["MÜLLER-1@EXAMPLE.COM", " müller-1@example.com "]],
  ["josé-2@example.com", "josé-2@example.com", ["jose\u0301-2@example.com", "JOSÉ-2@example.com"]],
  ["иван-3@пример.рф", "иван-3@xn--e1afmkfd.xn--p1ai", ["ИВАН-3@ПРИМЕР.РФ", "иван-3@xn--e1afmkfd.xn--p1ai"]],
  ["ｊｕｌｉａ４＠ｅｘａｍｐｌｅ．ｃｏｍ", "julia4@example.com", ["julia4@example.com", "Julia4@Example.com"]],
  ["anna-5@bücher.de", "anna-5@xn--bcher-kva.de", ["ANNA-5@BÜCHER.DE", "anna-5@xn--bcher-kva.de"]],
  ["δοκιμή-6@example.com", "δοκιμή-6@example.com", ["ΔΟΚΙΜΉ-6@example.com"]],
];

describe("an address beyond ASCII", () => {
  it.each(ADDRESSES)("%s signs up, logs in and resets however it is typed", async (typed, normal, alsoTyped) => {
    expect((await signup(typed)).status).toBe(200);
    expect(await mailsTo(normal)).toEqual(["activation"]);
    const [row] = await site.db.query<{ email: string }>("SELECT email FROM members WHERE lower(email) = $1", [normal]);
    expect(row.email).toBe(normal);
    // The same address again, typed another way, is the same account.
    expect(await (await signup(alsoTyped[0])).json()).toMatchObject({ fields: { email: "email_taken" } });

    for (const address of [typed, ...alsoTyped]) expect((await login(address)).status, address).toBe(200);
    expect((await api("/api/password-reset.php", send("POST", { email: alsoTyped[0] }))).status).toBe(200);
    expect(await mailsTo(normal)).toEqual(["password_reset", "activation"]);
    expect((await api("/api/account-undo-mail.php", send("POST", { email: typed }))).status).toBe(200);
  });

  it("is what an e-mail change takes, and the new address logs in however it is typed", async () => {
    expect((await signup("change-7@example.com")).status).toBe(200);
    const { token } = (await (await login("change-7@example.com")).json()) as { token: string };
    const change = { email: "Zoë-7@Bücher.de", password: PASSWORD };
    expect((await api("/api/mail-change.php", send("POST", change, token))).status).toBe(200);
    const [mail] = await readOutbox(site.db, "zoë-7@xn--bcher-kva.de");
    expect(mail.kind).toBe("mail_change");
    const link = new URL(mail.link ?? "").searchParams.get("token");
    expect((await api("/api/mail-change.php", send("PUT", { token: link }))).status).toBe(200);
    expect((await login("ZOË-7@BÜCHER.DE")).status).toBe(200);
    expect((await login("zoe\u0308-7@xn--bcher-kva.de")).status).toBe(200);
  });
});

describe("an address no one can have", () => {
  it.each(["pаypal-8@example.com", "anna-9@exаmple.com", "a\u200b-10@example.com", "x-11@example", "x 12@example.com"])(
    "%s is refused at signup with invalid_email, and by login, reset and change alike",
    async (address) => {
      const refused = await signup(address);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ fields: { email: "invalid_email" } });
      expect((await login(address)).status).toBe(400);
      expect((await api("/api/password-reset.php", send("POST", { email: address }))).status).toBe(400);
      expect((await signup("owner-13@example.com")).status).toBeLessThan(500);
      const { token } = (await (await login("owner-13@example.com")).json()) as { token: string };
      const change = await api("/api/mail-change.php", send("POST", { email: address, password: PASSWORD }, token));
      expect(await change.json()).toMatchObject({ error: "invalid_new_email" });
    }
  );
});
