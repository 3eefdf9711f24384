import { expect } from "@playwright/test";
import { randomUUID } from "node:crypto";
import type { PackageId, Payment, PaymentMethodId } from "../../app/api/schemas/payments";

/**
 * The reference API as a member, straight (no browser): for tests that need a member's payments
 * in place before they look at the pages showing them. The site is named as the web tier names it
 * (forced-domain), the member by the session token of an API login.
 */
const apiUrl = () => process.env.E2E_API_URL ?? "";

async function call<T>(
  host: string,
  method: string,
  path: string,
  {
    token,
    body,
    ip = "10.250.0.1",
    headers = {},
  }: { token?: string; body?: unknown; ip?: string; headers?: Record<string, string> } = {}
): Promise<T> {
  const site = `forced-domain=${encodeURIComponent(host)}`;
  const res = await fetch(`${apiUrl()}${path}${path.includes("?") ? "&" : "?"}${site}`, {
    method,
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": ip,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await res.json();
  expect(res.ok, `${method} ${path}: ${JSON.stringify(answer)}`).toBe(true);
  return answer as T;
}

/** A session token of the member, by the API's login. */
export async function memberToken(host: string, email: string, password: string): Promise<string> {
  return (await call<{ token: string }>(host, "POST", "/api/user.php", { body: { email, password } })).token;
}

/**
 * A payment of a package, carried through the sandbox provider's checkout as a tester would
 * (`pay`, `fail`, `cancel`), the webhook included; answers the payment as the API then has it.
 */
export async function sandboxPayment(
  host: string,
  token: string,
  opts: {
    package: PackageId;
    method: PaymentMethodId;
    bank?: string;
    country?: string;
    outcome: "pay" | "fail" | "cancel";
  }
): Promise<Payment> {
  const { checkout_url, payment } = await call<{ checkout_url: string; payment: Payment }>(
    host,
    "POST",
    "/api/payment.php",
    {
      token,
      headers: { "Idempotency-Key": randomUUID() },
      body: {
        package: opts.package,
        method: opts.method,
        country: opts.country ?? "NL",
        ...(opts.bank ? { bank: opts.bank } : {}),
      },
    }
  );
  const form = new URLSearchParams({ action: opts.outcome });
  if (opts.method === "creditcard") form.set("card", "4242 4242 4242 4242");
  const res = await fetch(checkout_url, { method: "POST", body: form, redirect: "manual" });
  expect(res.status, "the sandbox provider sends the member back").toBeLessThan(400);
  const final = { pay: "completed", fail: "failed", cancel: "cancelled" }[opts.outcome];
  let now: Payment | undefined;
  await expect
    .poll(async () => {
      now = (await call<{ payment: Payment }>(host, "GET", `/api/payment.php?id=${payment.payment_id}`, { token }))
        .payment;
      return now?.status;
    })
    .toBe(final);
  return { ...payment, ...now };
}

/**
 * Spends every credit the member has on messages to another member of the site (the free messages
 * first), as a member who chatted the signup credits away: a member at 0 credits, still unpaid.
 */
export async function spendAllCredits(host: string, token: string): Promise<void> {
  const { results } = await call<{ results: { id: number }[] }>(host, "GET", "/api/search.php", { token });
  const to = results[0].id;
  for (let sent = 0; sent < 20; sent++) {
    const answer = await call<{ credits: number }>(host, "POST", "/api/message.php", {
      token,
      headers: { "Idempotency-Key": randomUUID() },
      body: { to, text: `Hello there (${sent + 1})` },
    });
    if (answer.credits === 0) return;
  }
  throw new Error("the member still has credits after 20 messages");
}
