// Every endpoint of the contract table (app/api/endpoints.ts) takes hostile input without a 5xx:
// malformed JSON, wrong content types and types, NUL, control and bidi characters, 100 KB strings,
// huge and negative numbers, missing and repeated fields, wrong methods, with and without a
// session. A new endpoint is fuzzed without editing this file. Refusals carry the contract's
// error body, with a code and status the answering endpoint declares (Endpoint.errors).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createECDH, randomBytes } from "node:crypto";
import { z } from "zod";
import { declaredErrors, endpoints, FORCED_DOMAIN_PARAM, type Endpoint, type EndpointName } from "../app/api/endpoints";
import { ApiErrorBodySchema } from "../app/api/schemas/common";
import { hashPassword, newSessionToken } from "./auth";
import type { Db } from "./db";
import { openTestDb } from "./testing/db";
import { unsubscribeToken } from "./mail/unsubscribe-token";
import { DEMO_COMPANY, DEMO_SITES, settingsFor } from "./seed/sites";
import { ensureSitePushKeys } from "./push/keys";
import { createApp } from "./server";

const DOMAIN = "fuzz.localhost";
const names = Object.keys(endpoints) as EndpointName[];
let db: Db;
let app: ReturnType<typeof createApp>;
let siteId: number;
let passwordHash: string;
let memberSeq = 0;

beforeAll(async () => {
  db = await openTestDb();
  [{ id: siteId }] = await db.query<{ id: number }>(
    "INSERT INTO sites (domain, name, niche, settings, company) VALUES ($1, 'F', 1, $2, $3) RETURNING id",
    [DOMAIN, JSON.stringify(settingsFor(DEMO_SITES[0])), JSON.stringify(DEMO_COMPANY)]
  );
  passwordHash = await hashPassword("fuzz-password");
  // With a push key, a subscription gets past push_not_configured to where it is stored.
  await ensureSitePushKeys(db, siteId);
  // push.example is never resolved (RFC 2606): a push to a fuzzed subscription goes nowhere.
  app = createApp({
    db,
    publicUrl: "http://cdn.test",
    log: () => undefined,
    push: { extraServiceHosts: ["push.example"] },
  });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

/** A fresh member with a session for each endpoint: deleting the account must not end the next run. */
async function sessionToken() {
  const [{ id }] = await db.query<{ id: number }>(
    `INSERT INTO members (site_id, email, password_hash, name, country, language)
     VALUES ($1, $2, $3, 'Fuzz', 'NL', 'en') RETURNING id`,
    [siteId, `fuzz${++memberSeq}@example.com`, passwordHash]
  );
  const { token, hash } = newSessionToken();
  await db.query("INSERT INTO sessions (token_hash, member_id, expires_at) VALUES ($1, $2, now() + interval '1 day')", [
    hash,
    id,
  ]);
  return token;
}

// Hostile values, each put in place of one field at a time.
const HUGE = "x".repeat(100_000);
const STRINGS = [
  "",
  "a\u0000b",
  "\u0000",
  "a\u0007\u001b[31mb",
  "\u202egnp.exe",
  "a\u200bb\u2066",
  HUGE,
  "ß".repeat(300),
];
const NUMBERS = [0, -1, 1.5, 2 ** 31, 2 ** 53, 99_999_999_999, 1e308, -1e308];
const OTHERS = [null, true, [], {}, [HUGE], { a: "\u0000" }];
const VALUES: unknown[] = [...STRINGS, ...NUMBERS, ...OTHERS];
const QUERY_VALUES = [...STRINGS, ...NUMBERS.map(String), "-1", "1e9999", "0x10", "%00"];

/** Strings that satisfy common shapes; the first one a string schema accepts is its sample. */
const STRING_CANDIDATES = [
  "fuzz-sample@example.com",
  "NL",
  "2000-01-01",
  "en",
  "1",
  "a".repeat(32),
  "fuzz-password",
  // A push service's endpoint and a browser's public key (a point of P-256), as push subscriptions carry them.
  "https://push.example/fuzz",
  createECDH("prime256v1").generateKeys().toString("base64url"),
];

/** A value the schema accepts (as far as can be guessed), so fuzzing one field reaches the handler. */
function sample(schema: z.ZodTypeAny): unknown {
  const def = schema._def as { typeName: string } & Record<string, unknown>;
  switch (def.typeName) {
    case "ZodObject":
      return Object.fromEntries(
        Object.entries((schema as z.AnyZodObject).shape).map(([key, field]) => [key, sample(field as z.ZodTypeAny)])
      );
    case "ZodString":
      return STRING_CANDIDATES.find((s) => schema.safeParse(s).success) ?? "a";
    case "ZodNumber":
      return 1;
    case "ZodBoolean":
      return true;
    case "ZodEnum":
      return (def.values as string[])[0];
    case "ZodLiteral":
      return def.value;
    case "ZodArray":
      return [];
    case "ZodOptional":
    case "ZodNullable":
    case "ZodDefault":
      return sample(def.innerType as z.ZodTypeAny);
    case "ZodEffects":
      return sampleString(schema) ?? sample(def.schema as z.ZodTypeAny);
    case "ZodPipeline":
      return sample(def.in as z.ZodTypeAny);
    default:
      return undefined;
  }
}
const sampleString = (schema: z.ZodTypeAny) => STRING_CANDIDATES.find((s) => schema.safeParse(s).success);

/** The top-level field names of a body or query schema (through optional, refine, …). */
function fieldsOf(schema: z.ZodTypeAny | undefined): string[] {
  let current = schema;
  while (current && !(current instanceof z.ZodObject)) {
    const def = current._def as Record<string, unknown>;
    current = (def.schema ?? def.innerType ?? def.in) as z.ZodTypeAny | undefined;
  }
  return current ? Object.keys(current.shape) : [];
}

interface Probe {
  method: string;
  query?: string;
  body?: string | FormData;
  contentType?: string;
}

/** Every hostile request for one endpoint. */
function probes(endpoint: Endpoint): Probe[] {
  const list: Probe[] = [];
  const method = endpoint.method;
  const base = endpoint.body ? (sample(endpoint.body) as Record<string, unknown>) : {};
  const baseQuery = endpoint.query ? (sample(endpoint.query) as Record<string, string>) : {};
  const json = (body: unknown): Probe => ({ method, body: JSON.stringify(body), contentType: "application/json" });
  const query = (entries: [string, string][]) => new URLSearchParams(entries).toString();

  // The request as the contract describes it, then the body broken as a whole.
  list.push({ ...json(base), query: query(Object.entries(baseQuery)) });
  for (const raw of ["", "{", "null", "[]", '"x"', "1e999", "{}", '{"a":', HUGE, `{"x":"${HUGE}"}`, "\u0000"]) {
    list.push({ method, body: raw, contentType: "application/json" });
  }
  list.push({ method, body: JSON.stringify(base), contentType: "text/plain" });
  list.push({ method, body: "--x\r\nbroken", contentType: "multipart/form-data; boundary=x" });
  list.push({ method, body: "a=1&a=2", contentType: "application/x-www-form-urlencoded" });
  const form = new FormData();
  form.append("photo", new Blob(["not an image \u0000"], { type: "image/png" }), "a.png");
  list.push({ method, body: form });

  // One field at a time: each hostile value, missing, and repeated (a duplicate JSON key).
  for (const field of fieldsOf(endpoint.body)) {
    for (const value of VALUES) list.push(json({ ...base, [field]: value }));
    const { [field]: _missing, ...rest } = base;
    list.push(json(rest));
    const repeated = JSON.stringify(base).replace(/}$/, `,${JSON.stringify(field)}:${JSON.stringify(HUGE)}}`);
    list.push({ method, body: repeated.replace("{,", "{"), contentType: "application/json" });
  }
  // The query: every contract parameter and the site parameter, hostile, missing and repeated.
  for (const field of [...fieldsOf(endpoint.query), FORCED_DOMAIN_PARAM]) {
    const others = Object.entries(baseQuery).filter(([key]) => key !== field);
    for (const value of QUERY_VALUES) list.push({ ...json(base), query: query([...others, [field, value]]) });
    list.push({ ...json(base), query: query([...others, [field, "1"], [field, "2"]]) });
  }
  // Wrong methods on the endpoint's path.
  for (const wrong of ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"].filter((m) => m !== method)) {
    list.push({ ...json(base), method: wrong });
  }
  return list;
}

const stats = { tried: 0, serverErrors: [] as string[], badBodies: [] as string[], undeclared: [] as string[] };

/** Whether a refusal is one the contract lets the endpoint at this method and path answer. */
function declared(method: string, path: string, status: number, code: string) {
  const answering = names.find((n) => endpoints[n].method === method && endpoints[n].path === path);
  // No endpoint at this method and path: the API's own "no such call".
  if (!answering) return status === 404 && code === "not_found";
  return declaredErrors(answering)[code] === status;
}

async function send(name: EndpointName, probe: Probe, token: string | undefined) {
  const { path } = endpoints[name];
  const query = probe.query ?? `${FORCED_DOMAIN_PARAM}=${DOMAIN}`;
  const search = query.includes(FORCED_DOMAIN_PARAM) ? query : `${query}&${FORCED_DOMAIN_PARAM}=${DOMAIN}`;
  const headers: Record<string, string> = {};
  if (probe.contentType) headers["Content-Type"] = probe.contentType;
  if (token) headers.Authorization = `Bearer ${token}`;
  const hasBody = probe.method !== "GET" && probe.method !== "HEAD" && probe.method !== "OPTIONS";
  const res = await app.request(`${path}?${search}`, {
    method: probe.method,
    headers,
    body: hasBody ? probe.body : undefined,
  });
  stats.tried++;
  // A live event stream never ends by itself: leaving it is what its client does.
  if (res.ok && res.headers.get("Content-Type")?.startsWith("text/event-stream")) {
    await res.body?.cancel();
    return;
  }
  const text = await res.text();
  const what = `${name}: ${probe.method} ?${search.slice(0, 80)} ${String(probe.body ?? "").slice(0, 80)} → ${
    res.status
  }`;
  if (res.status >= 500) stats.serverErrors.push(what);
  else if (res.status >= 400) {
    const body = ApiErrorBodySchema.safeParse(safeJson(text));
    if (!body.success) stats.badBodies.push(what);
    else if (!declared(probe.method, path, res.status, body.data.error))
      stats.undeclared.push(`${what} ${body.data.error}`);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

describe("fuzzing every endpoint of the contract", () => {
  it.each(names)(
    "%s answers hostile input without a 5xx",
    async (name) => {
      const before = stats.serverErrors.length;
      const token = await sessionToken();
      for (const probe of probes(endpoints[name])) {
        await send(name, probe, undefined);
        await send(name, probe, token);
      }
      expect(stats.serverErrors.slice(before)).toEqual([]);
    },
    120_000
  );

  it("refuses with the contract's error body, and says how much it tried", () => {
    console.info(`reference-API fuzz: ${stats.tried} inputs tried, ${stats.serverErrors.length} answered 5xx`);
    expect(stats.tried).toBeGreaterThan(names.length * 100);
    expect(stats.serverErrors).toEqual([]);
    expect(stats.badBodies).toEqual([]);
  });

  it("answers only error codes the endpoint declares", () => {
    expect(stats.undeclared).toEqual([]);
  });
});

// A push subscription nests the fields the browser makes (endpoint, keys.p256dh, keys.auth): each
// of them hostile, with the others well-formed, so the key checks and the storing are reached.
describe("fuzzing a push subscription's fields", () => {
  it("refuses hostile endpoints and keys without a 5xx, and stores none of them", async () => {
    const token = await sessionToken();
    const good = {
      endpoint: "https://push.example/fuzz-nested",
      keys: {
        p256dh: createECDH("prime256v1").generateKeys().toString("base64url"),
        auth: randomBytes(16).toString("base64url"),
      },
    };
    const hostile = [...VALUES, "http://push.example/x", "https://", "javascript:alert(1)", "A".repeat(87), "AAAA"];
    const variants = hostile.flatMap((value) => [
      { ...good, endpoint: value },
      { ...good, keys: { ...good.keys, p256dh: value } },
      { ...good, keys: { ...good.keys, auth: value } },
      { ...good, keys: value },
      { ...good, expirationTime: value },
    ]);
    const failures: string[] = [];
    for (const subscription of variants) {
      for (const method of ["POST", "DELETE"]) {
        const res = await app.request(`/api/push-subscription.php?${FORCED_DOMAIN_PARAM}=${DOMAIN}`, {
          method,
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
          body: JSON.stringify(method === "POST" ? { subscription } : { endpoint: subscription.endpoint }),
        });
        stats.tried++;
        if (res.status >= 500) failures.push(`${method} ${JSON.stringify(subscription).slice(0, 120)} → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
    const stored = await db.query<{ endpoint: string }>("SELECT endpoint FROM push_subscriptions");
    expect(stored.every((s) => s.endpoint.startsWith("https://push.example/"))).toBe(true);
  }, 120_000);
});

// The payment provider's side, outside the contract: the webhook the provider calls and the
// sandbox provider's checkout page, with hostile bodies, ids and signatures.
describe("fuzzing the payment provider's routes", () => {
  it("answers the webhook and the checkout page without a 5xx", async () => {
    const token = await sessionToken();
    const started = await app.request(`/api/payment.php?${FORCED_DOMAIN_PARAM}=${DOMAIN}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}`, "Idempotency-Key": "fuzz" },
      body: JSON.stringify({ package: "p0", method: "creditcard", country: "NL" }),
    });
    expect(started.status).toBe(200);
    const checkout = new URL(((await started.json()) as { checkout_url: string }).checkout_url).pathname;
    const ids = ["", "tr_", "tr_%00", "..%2F..%2Fetc", encodeURIComponent(HUGE.slice(0, 5000)), "\u202e", "1"];
    const bodies = [
      ...STRINGS.map((v) => new URLSearchParams({ id: v }).toString()),
      ...STRINGS.map((v) => new URLSearchParams({ action: "pay", card: v }).toString()),
      ...["pay", "fail", "cancel", "pending", "", "PAY", HUGE].map((a) =>
        new URLSearchParams({ action: a }).toString()
      ),
      "",
      "{",
      "id=1&id=2",
      "%",
      "\u0000",
      HUGE,
    ];
    const failures: string[] = [];
    const check = (what: string, res: Response) => {
      stats.tried++;
      if (res.status >= 500) failures.push(`${what} → ${res.status}`);
    };
    for (const body of bodies) {
      for (const contentType of [
        "application/x-www-form-urlencoded",
        "application/json",
        "multipart/form-data; boundary=x",
      ]) {
        for (const signature of [undefined, "", "0".repeat(64), HUGE.slice(0, 1000)]) {
          const headers: Record<string, string> = { "Content-Type": contentType };
          if (signature !== undefined) headers["X-Sandbox-Signature"] = signature;
          check(
            `webhook ${body.slice(0, 40)}`,
            await app.request(`/api/payment-webhook.php?${FORCED_DOMAIN_PARAM}=${DOMAIN}`, {
              method: "POST",
              headers,
              body,
            })
          );
        }
        check(
          `checkout ${body.slice(0, 40)}`,
          await app.request(checkout, { method: "POST", headers: { "Content-Type": contentType }, body })
        );
      }
    }
    for (const id of ids) {
      for (const method of ["GET", "POST", "PUT", "DELETE"]) {
        check(`${method} checkout/${id.slice(0, 40)}`, await app.request(`/sandbox-psp/checkout/${id}`, { method }));
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

// The unsubscribe link is the one write without a session: tokens near the real shape (ids out of
// range, kinds that are none, signatures of the wrong length or alphabet) reach its parsing and
// signature check, and a real token is accepted in between.
describe("fuzzing the unsubscribe link's tokens", () => {
  it("answers 404 (400, 413 for a malformed or huge one) for every forged token, never a 5xx, and 200 for a signed one", async () => {
    const [{ id: memberId }] = await db.query<{ id: number }>(
      `INSERT INTO members (site_id, email, name, country, language) VALUES ($1, 'unsub@example.com', 'U', 'NL', 'en') RETURNING id`,
      [siteId]
    );
    const [site] = await db.query<{ id: number; mail_secret: string }>(
      "SELECT id, mail_secret FROM sites WHERE id = $1",
      [siteId]
    );
    const signed = unsubscribeToken(site, memberId, "like");
    const signature = signed.split(".")[2];
    const ids = [String(memberId), "0", "-1", "01", "2147483648", "99999999999", "1e3", "٣", "", "\u0000"];
    const kinds = ["like", "all", "LIKE", "like\u0000", "__proto__", "constructor", "", "x".repeat(41)];
    const signatures = [signature, signature.slice(1), `${signature}A`, "+".repeat(22), "A".repeat(22), ""];
    const tokens = [
      ...ids.flatMap((id) => kinds.flatMap((kind) => signatures.map((sig) => `${id}.${kind}.${sig}`))),
      `${signed}.`,
      `.${signed}`,
      signed.replace(/\./g, ".."),
      ...STRINGS,
    ];
    const failures: string[] = [];
    let accepted = 0;
    for (const token of tokens) {
      for (const method of ["GET", "POST"]) {
        const res = await app.request(
          `/api/unsubscribe.php?${FORCED_DOMAIN_PARAM}=${DOMAIN}${
            method === "GET" ? `&token=${encodeURIComponent(token)}` : ""
          }`,
          method === "GET"
            ? {}
            : { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify({ token }) }
        );
        stats.tried++;
        if (res.status === 200) accepted++;
        else if (![400, 404, 413].includes(res.status))
          failures.push(`${method} ${token.slice(0, 60)} → ${res.status}`);
        if (res.status === 200 && token !== signed) failures.push(`${method} ${token.slice(0, 60)} accepted`);
      }
    }
    expect(failures).toEqual([]);
    expect(accepted).toBe(2);
  }, 120_000);
});
