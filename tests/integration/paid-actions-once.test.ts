// Every action that costs credits or money, posted as the browser posts the page's form (without
// JavaScript, and with it: the same form plus js=1): twice at once and ten times at once, through
// the page's own action in the web tier to the reference API in this process, on its database.
// Each must store and charge once, whichever request the API takes first.
import { http } from "msw";
import { setupServer } from "msw/node";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { clearMemberCache } from "~/api/member-cache.server";
import { commitAuthToken } from "~/utils/auth.server";
import * as memberChat from "~/routes/members.$id_.chat/route";
import * as memberProfile from "~/routes/members.$id/route";
import * as checkout from "~/routes/credits.$id.($paymentmethod)/route";
import * as repeatOrder from "~/routes/credits.repeat-order/route";
import * as directDebit from "~/routes/directdebit/route";
import { MANDATE_DETAILS } from "../../reference-api/testing/payment-kit";
import { DEMO_SITES, settingsFor } from "../../reference-api/seed/sites";
import { memberKit, type TestMember } from "../../reference-api/testing/member-kit";
import { testSiteForFile } from "../../reference-api/testing/site";
import { API_BASE } from "../mocks/fixtures";
import { requestContextFor, testTenant } from "../mocks/request-context";
import { settle } from "../mocks/route-args";

const DOMAIN = "t.localhost";
const GIFT = 10;
const MESSAGE = 5;
const PHOTO_CREDITS = 15;
const clock = () => new Date();
// A demo site's settings (all that settings.php answers), with prices of its own.
const site = testSiteForFile(DOMAIN, "Once", clock, {
  ...settingsFor(DEMO_SITES[0]),
  gift_credits: GIFT,
  message_credits: MESSAGE,
  photo_credits: PHOTO_CREDITS,
});
const kit = memberKit(site, DOMAIN, clock);
const tenant = testTenant({ domains: [DOMAIN] });
// The web tier's API calls reach the reference API in this process: no network, the real rules.
const api = setupServer(http.all(`${API_BASE}/*`, ({ request }) => site.app.fetch(request)));

let PHOTO: Uint8Array<ArrayBuffer>;
beforeAll(async () => {
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#c0392b" } })
    .png()
    .toBuffer();
  PHOTO = new Uint8Array(png);
  api.listen({ onUnhandledRequest: "error" });
});
afterEach(() => clearMemberCache());
afterAll(() => api.close());

type Route = {
  loader: (args: LoaderFunctionArgs) => unknown;
  action: (args: ActionFunctionArgs) => unknown;
};

/** A form as the browser sends it: url-encoded, or multipart (a function: a new body for each post). */
type Posted = Record<string, string> | (() => FormData);

/** A request of the member's browser to the site (a form post when `form` is given). */
async function browserRequest(member: TestMember, path: string, form?: Posted) {
  const cookie = (await commitAuthToken(member.token, { secure: false })).split(";")[0];
  const urlEncoded = form && typeof form !== "function";
  return new Request(`http://${DOMAIN}${path}`, {
    method: form ? "POST" : "GET",
    headers: {
      Cookie: cookie,
      Accept: "text/html",
      ...(urlEncoded ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
    },
    body: !form ? undefined : typeof form === "function" ? form() : new URLSearchParams(form),
  });
}

type PageData = Record<string, unknown>;

/** What the page's loader gives the page (the form's key among it), as the browser is served it. */
async function pageData(route: Route, member: TestMember, path: string, params: Record<string, string> = {}) {
  const request = await browserRequest(member, path);
  // A generous deadline: the CPU is shared, and this test is about what is stored, not how fast.
  const context = requestContextFor(request, tenant, { deadlineMs: 30_000, writeDeadlineMs: 30_000 });
  const answer = await settle(async () => (await route.loader({ request, context, params })) as Response);
  expect(answer.status).toBe(200);
  return (await answer.json()) as PageData;
}

/** The same form posted `times` at once, each as its own request; the answers' statuses. */
async function postAtOnce(
  route: Route,
  member: TestMember,
  path: string,
  form: Posted,
  times: number,
  params: Record<string, string> = {}
) {
  const answers = await Promise.all(
    Array.from({ length: times }, async () => {
      const request = await browserRequest(member, path, form);
      const context = requestContextFor(request, tenant, { deadlineMs: 30_000, writeDeadlineMs: 30_000 });
      return settle(async () => (await route.action({ request, context, params })) as Response);
    })
  );
  return answers.map((a) => a.status);
}

const one = async <T>(sql: string, params: unknown[]) => (await site.db.query<T>(sql, params))[0];
const creditsOf = async (m: TestMember) =>
  (await one<{ credits: number }>("SELECT credits FROM members WHERE id = $1", [m.id])).credits;
const sentMessages = async (m: TestMember) =>
  (
    await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM messages x JOIN conversations c ON c.id = x.conversation_id
       WHERE c.member_id = $1 AND x.from_me`,
      [m.id]
    )
  ).n;
const paymentsOf = async (m: TestMember) =>
  site.db.query<{ status: string; method: string; provider_id: string | null }>(
    "SELECT status, method, provider_id FROM payments WHERE member_id = $1",
    [m.id]
  );
const smsTo = async (m: TestMember) =>
  site.db.query<{ body: string }>("SELECT body FROM sms_outbox WHERE member_id = $1 ORDER BY id DESC", [m.id]);

const chatPath = (id: number) => `/members/${id}/chat`;
/** What a member spends credits on with another member, each form as its page draws it. */
const CREDIT_FORMS = [
  {
    what: "a gift from the conversation",
    route: memberChat,
    path: chatPath,
    fields: (page: PageData, to: string) => ({ intent: "gift", to, gift: "1", key: String(page.sendKey) }),
    price: GIFT,
    image: false,
  },
  {
    what: "a gift from the profile",
    route: memberProfile,
    path: (id: number) => `/members/${id}`,
    fields: (page: PageData) => ({ intent: "gift", gift: "2", key: String(page.giftKey) }),
    price: GIFT,
    image: false,
  },
  {
    what: "a paid text message",
    route: memberChat,
    path: chatPath,
    fields: (page: PageData, to: string) => ({ intent: "send", to, key: String(page.sendKey), text: "Hello there" }),
    price: MESSAGE,
    image: false,
  },
  {
    what: "an image message",
    route: memberChat,
    path: chatPath,
    fields: (page: PageData, to: string) => ({ intent: "send", to, key: String(page.sendKey), text: "" }),
    price: PHOTO_CREDITS,
    image: true,
  },
];

/** The fields and a photo, as a multipart body (a new one for each post: a body is read once). */
function withImage(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set("image", new File([PHOTO], "beach.png", { type: "image/png" }));
  return body;
}

const RUNS = [
  { browser: "without JavaScript", js: {}, times: 2 },
  { browser: "without JavaScript", js: {}, times: 10 },
  { browser: "with JavaScript", js: { js: "1" }, times: 2 },
  { browser: "with JavaScript", js: { js: "1" }, times: 10 },
] as const;
const success = (status: number) => status < 400;

describe.each(RUNS)("each paid form posted $times times at once $browser", ({ js, times }) => {
  it.each(CREDIT_FORMS)("$what is stored and charged once", async ({ route, path, fields, price, image }) => {
    const [a, b] = [await kit.newMember({ credits: 100, paidUser: true }), await kit.newMember()];
    const params = { id: String(b.id) };
    const page = await pageData(route, a, path(b.id), params);
    const sent = { ...fields(page, String(b.id)), ...js };
    const form: Posted = image ? () => withImage(sent) : sent;
    const statuses = await postAtOnce(route, a, path(b.id), form, times, params);
    expect(statuses.every(success)).toBe(true);
    expect(await creditsOf(a)).toBe(100 - price);
    expect(await sentMessages(a)).toBe(1);
  });

  it("paying for a package starts one payment at the provider", async () => {
    const a = await kit.newMember({ paidUser: true });
    const params = { id: "p1", paymentmethod: "creditcard" };
    const page = await pageData(checkout, a, "/credits/p1/creditcard", params);
    const form = { intent: "pay", method: "creditcard", country: "NL", key: String(page.key), ...js };
    const statuses = await postAtOnce(checkout, a, "/credits/p1/creditcard", form, times, params);
    expect(statuses.every(success)).toBe(true);
    expect(await paymentsOf(a)).toEqual([expect.objectContaining({ status: "open", method: "creditcard" })]);
  });

  it("a repeat order charges the stored card once", async () => {
    const a = await kit.newMember({ paidUser: true, credits: 7 });
    await site.db.query(
      "INSERT INTO stored_cards (member_id, brand, last4, expires, created_at) VALUES ($1, 'visa', '4242', '12/29', now())",
      [a.id]
    );
    const page = await pageData(repeatOrder, a, "/credits/repeat-order");
    const form = { intent: "repeat", package: "p1", key: String(page.key), ...js };
    const statuses = await postAtOnce(repeatOrder, a, "/credits/repeat-order", form, times);
    expect(statuses.every(success)).toBe(true);
    expect(await paymentsOf(a)).toEqual([expect.objectContaining({ status: "completed", method: "visa" })]);
    expect(await creditsOf(a)).toBe(7 + 120);
  });

  it("a direct debit's details start one mandate and send one SMS; its code makes one debit", async () => {
    const a = await kit.newMember({ paidUser: true });
    const path = "/directdebit?package=p1";
    const page = await pageData(directDebit, a, path);
    const details = { ...MANDATE_DETAILS, phone: `+31 6 ${String(20_000_000 + a.id).slice(-8)}` };
    const key = String(page.formKey);
    const started = await postAtOnce(directDebit, a, path, { intent: "mandate", key, ...details, ...js }, times);
    expect(started.every(success)).toBe(true);
    expect(await paymentsOf(a)).toHaveLength(1);
    expect(await smsTo(a)).toHaveLength(1);

    // The code step as the page draws it: the mandate and the details travel in its forms.
    const [mandate] = await site.db.query<{ id: number; phone: string }>(
      "SELECT id, phone FROM directdebit_mandates WHERE member_id = $1",
      [a.id]
    );
    const carried = { key, ...details, mandate_id: String(mandate.id), phone_hint: "+31 •• 00" };
    const resent = await postAtOnce(directDebit, a, path, { intent: "resend", ...carried, ...js }, times);
    expect(resent.every(success)).toBe(true);
    expect(await smsTo(a)).toHaveLength(2);

    const otp = /\b(\d{6})\b/.exec((await smsTo(a))[0].body)![1];
    const confirmed = await postAtOnce(directDebit, a, path, { intent: "confirm", ...carried, otp, ...js }, times);
    expect(confirmed.every(success)).toBe(true);
    const payments = await paymentsOf(a);
    expect(payments).toEqual([expect.objectContaining({ status: "pending", method: "sdd" })]);
    const [{ debits }] = await site.db.query<{ debits: number }>(
      "SELECT count(*)::int AS debits FROM psp_payments WHERE id = $1",
      [payments[0].provider_id]
    );
    expect(debits).toBe(1);
  });
});
