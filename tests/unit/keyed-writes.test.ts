// Every write sent with an Idempotency-Key (Endpoint.keyed), through the web tier's request context
// to the reference API in process, with the API slow or failing in the ways a member meets it.
// After the member is answered and the API has settled, the API's store must agree with what the
// member heard: an answered failure is absent, a stored write was answered as done or "in progress".
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRequestContext } from "../../app/context.server";
import { endpoints, type KeyedEndpointName } from "../../app/api/endpoints";
import { isApiError } from "../../app/api/errors";
import type { Endpoint } from "../../app/api/endpoint";
import { commitAuthToken } from "../../app/utils/auth.server";
import { logger } from "../../lib/logger";
import type { Db } from "../../reference-api/db";
import { readOutbox } from "../../reference-api/mail/outbox";
import { MANDATE_DETAILS, paymentKit } from "../../reference-api/testing/payment-kit";
import { createApp } from "../../reference-api/server";
import { memberKit, type TestMember } from "../../reference-api/testing/member-kit";
import { testSiteForFile } from "../../reference-api/testing/site";
import { API_BASE } from "../mocks/fixtures";
import { testTenant } from "../mocks/request-context";

const DOMAIN = "t.localhost";
const now = new Date("2026-06-01T12:00:00Z");
const clock = () => now;
const PRICES = { message_credits: 10, photo_credits: 5, free_messages: 0 };
const site = testSiteForFile(DOMAIN, "Keyed", clock, { countries: ["NL"], ...PRICES });
const kit = memberKit(site, DOMAIN, clock);
const pay = paymentKit(site, DOMAIN, kit);

/**
 * How long a page may wait for a read, and for a write, in these tests. The write deadline is
 * long, so that a slow machine still resolves a lost answer by its key in time; each attempt is
 * cut early instead (ATTEMPT_MS), so a lost answer is asked for again at once rather than at the
 * deadline. Only the API still at work when the member must be answered runs into a deadline:
 * a short one, not to wait long for the outcome the test expects.
 */
const PAGE_MS = 100;
const WRITE_MS = 20_000;
const ATTEMPT_MS = 1000;
const STILL_AT_WORK_WRITE_MS = 2000;

/**
 * The slow API: the reference API in process behind msw, every request's handling tracked so a
 * test can wait for it to settle; `gate` holds every database transaction while closed.
 */
const gate = { closed: false, waiting: [] as (() => void)[] };
const settling = new Set<Promise<unknown>>();
let behaviour: (request: Request, forward: () => Promise<Response>, first: boolean) => Promise<Response>;
const asked = new Set<string>();
let api: ReturnType<typeof createApp>;

const network = setupServer(
  http.all(`${API_BASE}/*`, async ({ request }) => {
    const key = request.headers.get("Idempotency-Key");
    const first = key !== null && !asked.has(key);
    if (key) asked.add(key);
    const forward = () => {
      const handled = Promise.resolve(api.fetch(request));
      settling.add(handled);
      void handled.finally(() => settling.delete(handled)).catch(() => undefined);
      return handled;
    };
    return key ? behaviour(request, forward, first) : forward();
  })
);

beforeAll(() => {
  // The same database, its transactions held while the gate is closed: an API still at work.
  const db: Db = {
    ...site.db,
    query: (sql, params) => site.db.query(sql, params),
    transaction: (fn) =>
      site.db.transaction(async (tx) => {
        const result = await fn(tx);
        if (gate.closed) await new Promise<void>((open) => gate.waiting.push(open));
        return result;
      }),
  };
  api = createApp({ db, publicUrl: "http://cdn.test", clock, siteUrl: (d) => `https://${d}`, log: () => {} });
  network.listen({ onUnhandledRequest: "error" });
});
afterAll(async () => {
  network.close();
  await api?.close();
});

/** What the member was told. */
type Heard = "done" | "in progress" | "failed";

/** One keyed write: made ready (its member, its body), sent through the context, and counted in the store. */
interface KeyedCase {
  prepare: () => Promise<{ member?: TestMember; input: (key: string) => unknown; stored: () => Promise<number> }>;
}

const image = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#c33" } })
    .png()
    .toBuffer();
const creditsOf = async (id: number) =>
  (await site.db.query<{ credits: number }>("SELECT credits FROM members WHERE id = $1", [id]))[0].credits;
const countOf = async (sql: string, id: number) => (await site.db.query<{ n: number }>(sql, [id]))[0].n;
const payments = (id: number) => countOf("SELECT count(*)::int AS n FROM payments WHERE member_id = $1", id);
const codesSentTo = (member: number) =>
  countOf("SELECT count(*)::int AS n FROM sms_outbox WHERE member_id = $1 AND kind = 'directdebit_code'", member);
let phones = 0;
/** A paid member with a phone of their own for the direct debit's SMS. */
const debtor = async () => ({
  ...(await kit.newMember({ paidUser: true, signupDate: new Date(now.getTime() - 86_400_000) })),
  phone: `+31 6 ${String(20_000_000 + ++phones).slice(0, 8)}`,
});

let signups = 0;
/** Every keyed write of the contract (a write newly keyed fails to compile until it is here). */
const CASES: Record<KeyedEndpointName, KeyedCase> = {
  signup: {
    prepare: async () => {
      const email = `keyed${++signups}@example.com`;
      const body = {
        email,
        name: `Keyed${signups}`,
        password: "secret123",
        date_of_birth: "1990-05-17",
        country: "NL",
      };
      const accounts = async () =>
        (await site.db.query<{ n: number }>("SELECT count(*)::int AS n FROM members WHERE email = $1", [email]))[0].n;
      return {
        input: (key) => ({ body, idempotencyKey: key }),
        // An account and its activation mail come together, once.
        stored: async () => {
          const [made, mails] = [await accounts(), (await readOutbox(site.db, email)).length];
          expect(mails).toBe(made);
          return made;
        },
      };
    },
  },
  sendMessage: {
    prepare: async () => {
      const [member, to] = [await kit.newMember({ credits: 100 }), await kit.newMember()];
      return {
        member,
        input: (key) => ({ body: { to: to.id, text: "Hello there" }, idempotencyKey: key }),
        stored: async () => (100 - (await creditsOf(member.id))) / PRICES.message_credits,
      };
    },
  },
  sendImageMessage: {
    prepare: async () => {
      const [member, to, png] = [await kit.newMember({ credits: 100 }), await kit.newMember(), await image()];
      return {
        member,
        input: (key) => {
          const form = new FormData();
          form.set("to", String(to.id));
          form.set("image", new File([png], "beach.png", { type: "image/png" }));
          return { form, idempotencyKey: key };
        },
        stored: async () => (100 - (await creditsOf(member.id))) / PRICES.photo_credits,
      };
    },
  },
  uploadPhoto: {
    prepare: async () => {
      const [member, png] = [await kit.newMember(), await image()];
      return {
        member,
        input: (key) => {
          const form = new FormData();
          form.set("photo", new File([png], "me.png", { type: "image/png" }));
          return { form, idempotencyKey: key };
        },
        stored: () => countOf("SELECT count(*)::int AS n FROM photos WHERE member_id = $1", member.id),
      };
    },
  },
  createPayment: {
    prepare: async () => {
      const member = await kit.newMember({ signupDate: new Date(now.getTime() - 86_400_000) });
      return {
        member,
        input: (key) => ({ body: { package: "p1", method: "ideal", bank: "ing", country: "NL" }, idempotencyKey: key }),
        stored: () => payments(member.id),
      };
    },
  },
  sendGift: {
    prepare: async () => {
      const [member, to] = [await kit.newMember({ credits: 100 }), await kit.newMember()];
      const gifts = () =>
        countOf(
          `SELECT count(*)::int AS n FROM messages m JOIN conversations c ON c.id = m.conversation_id
           WHERE c.member_id = $1 AND m.from_me AND m.gift IS NOT NULL`,
          member.id
        );
      return { member, input: (key) => ({ body: { to: to.id, gift: 1 }, idempotencyKey: key }), stored: gifts };
    },
  },
  startDirectDebit: {
    prepare: async () => {
      const member = await debtor();
      return {
        member,
        input: (key) => ({ body: { package: "p1", ...MANDATE_DETAILS, phone: member.phone }, idempotencyKey: key }),
        // A mandate and its SMS come together, once.
        stored: async () => {
          const [started, texts] = [await payments(member.id), await codesSentTo(member.id)];
          expect(texts).toBe(started);
          return started;
        },
      };
    },
  },
  resendDirectDebitCode: {
    prepare: async () => {
      const member = await debtor();
      const started = await kit.call(
        "POST",
        "/api/directdebit.php",
        { package: "p1", ...MANDATE_DETAILS, phone: member.phone },
        { token: member.token, headers: { "Idempotency-Key": `start-${member.id}` } }
      );
      const mandateId = (started.json.mandate as { mandate_id: number }).mandate_id;
      return {
        member,
        input: (key) => ({ body: { mandate_id: mandateId }, idempotencyKey: key }),
        stored: async () => (await codesSentTo(member.id)) - 1,
      };
    },
  },
  repeatOrder: {
    prepare: async () => {
      // A member who paid once by card, so the card is stored.
      const member = await kit.newMember({ signupDate: new Date(now.getTime() - 86_400_000) });
      const started = await pay.startPayment(member.token, { package: "p0", method: "creditcard", country: "NL" });
      expect((await pay.checkout(started.checkoutUrl, "pay", "4242424242424242")).status).toBe(303);
      return {
        member,
        input: (key) => ({ body: { package: "p2" }, idempotencyKey: key }),
        stored: async () => (await payments(member.id)) - 1,
      };
    },
  },
};

/** The API's ways of being slow or failing, as a member meets them. */
const SCENARIOS: Record<string, typeof behaviour> = {
  "answers later than a page may wait for a read": async (_request, forward) => {
    // The fault itself, not a wait for a state: an API slower than a page's reads may wait.
    await new Promise((resolve) => setTimeout(resolve, PAGE_MS * 3));
    return forward();
  },
  "stores the write, and its first answer never comes": async (_request, forward, first) => {
    const answer = await forward();
    return first ? new Promise<Response>(() => {}) : answer;
  },
  "stores the write, and its first answer is cut off": async (_request, forward, first) => {
    const answer = await forward();
    return first ? HttpResponse.error() : answer;
  },
  "is still at work when the member must be answered": async (_request, forward, first) => {
    if (first) gate.closed = true;
    return forward();
  },
  "does not take the write (503, overloaded)": async () => new HttpResponse(null, { status: 503 }),
};

let requests = 0;
async function send(
  name: KeyedEndpointName,
  member: TestMember | undefined,
  input: unknown,
  writeDeadlineMs: number
): Promise<Heard> {
  const cookie = member ? (await commitAuthToken(member.token, { secure: false })).split(";")[0] : null;
  const context = createRequestContext(
    {
      tenant: testTenant({ domains: [DOMAIN], api: { baseUrl: API_BASE, timeoutMs: ATTEMPT_MS } }),
      host: DOMAIN,
      path: "/",
      method: "POST",
      cookie,
      acceptLanguage: "en",
      // Each from its own address: the daily signup limit per address is another test's.
      clientIp: `198.51.100.${++requests}`,
      secure: false,
      nonce: "n",
      log: logger,
    },
    { deadlineMs: PAGE_MS, writeDeadlineMs }
  );
  try {
    await context.api.call(name, input as never);
    return "done";
  } catch (error) {
    if (isApiError(error) && error.code === "request_in_progress") return "in progress";
    return "failed";
  }
}

/** Opens the gate and waits until the API has answered everything it was asked. */
async function settle() {
  gate.closed = false;
  for (const open of gate.waiting.splice(0)) open();
  while (settling.size > 0) await Promise.allSettled([...settling]);
}

it("covers every keyed write of the contract", () => {
  const keyed = Object.entries(endpoints as Record<string, Endpoint>).filter(([, e]) => e.keyed);
  expect(Object.keys(CASES).sort()).toEqual(keyed.map(([name]) => name).sort());
});

describe.each(Object.entries(SCENARIOS))("when the API %s", (scenario, apiBehaviour) => {
  it.each(Object.keys(CASES) as KeyedEndpointName[])(
    "%s: what the member hears agrees with what the API stored",
    async (name) => {
      const { member, input, stored } = await CASES[name].prepare();
      behaviour = apiBehaviour;
      const writeMs = scenario.startsWith("is still at work") ? STILL_AT_WORK_WRITE_MS : WRITE_MS;
      const heard = await send(name, member, input(`${name}-${scenario.length}-${requests}`), writeMs);
      await settle();
      const count = await stored();
      // Stored once at most; an answered failure is absent; a write answered as done is stored.
      const agrees = heard === "failed" ? count === 0 : heard === "done" ? count === 1 : count <= 1;
      expect(agrees, `heard "${heard}", stored ${count}`).toBe(true);
      if (scenario.startsWith("does not take")) expect(heard).toBe("failed");
      if (scenario.startsWith("stores the write")) expect(heard).toBe("done");
    }
  );
});
