import { randomUUID } from "node:crypto";
import type { Page, TestInfo } from "@playwright/test";
import { devClient } from "../../reference-api/dev-client";
import { expect, logIn, testClientIp } from "./support";

/**
 * The payment journeys' members: each test signs up a member of its own at the API (unpaid, with
 * the site's signup credits, in the country asked for) and logs in through the login form. Kept
 * in this one module so the suite's member fixture can take its place in one edit.
 */
export const payHost = "flirthaven.localhost";
const PASSWORD = "demo1234";

export interface PayMember {
  email: string;
  id: number;
  token: string;
}

const api = (path: string, host = payHost) => `${process.env.E2E_API_URL}${path}?forced-domain=${host}`;

export async function newMember(testInfo: TestInfo, country = "NL", host = payHost): Promise<PayMember> {
  const email = `payer-${randomUUID()}@example.com`;
  const res = await fetch(api("/api/signup.php", host), {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": testClientIp(testInfo, email) },
    body: JSON.stringify({
      email,
      name: "Payer",
      password: PASSWORD,
      date_of_birth: "1988-04-12",
      gender: "male",
      sexuality: "hetero",
      country,
    }),
  });
  expect(res.status, `sign the payer up: ${res.status === 200 ? "" : await res.clone().text()}`).toBe(200);
  const { token, user } = (await res.json()) as { token: string; user: { profile: { id: number } } };
  return { email, id: user.profile.id, token };
}

/** Signs a new member up and logs in as them in the page. */
export async function logInAsNewMember(
  page: Page,
  testInfo: TestInfo,
  country = "NL",
  host = payHost
): Promise<PayMember> {
  const member = await newMember(testInfo, country, host);
  await logIn(page, { site: host, email: member.email, password: PASSWORD });
  return member;
}

/** The member as the API has them now (credits, premium). */
export async function memberNow(member: PayMember): Promise<{ credits: number; paid_user: boolean }> {
  const res = await fetch(api("/api/user.php"), { headers: { Authorization: `Bearer ${member.token}` } });
  expect(res.ok).toBe(true);
  return ((await res.json()) as { user: { credits: number; paid_user: boolean } }).user;
}

/**
 * A member of the site whose photos a free member sees only in part (more than the free three),
 * made for the test: the search's first pages fill up with the suite's own new members.
 */
export async function profileWithLockedPhotos(member: PayMember): Promise<{ id: number }> {
  const tag = randomUUID().slice(0, 8);
  const profile = await devClient(process.env.E2E_API_URL ?? "", process.env.E2E_DEV_KEY ?? "").createMember({
    site: payHost,
    fictional: false,
    photos: 5,
    email: `photos-${tag}@members.e2e.example`,
    password: `pass-${tag}`,
    name: `Photos ${tag} for ${member.id}`,
  });
  return { id: profile.id };
}

/** The tester's choice on the sandbox provider's checkout page, made without a browser. */
export async function providerAction(
  checkoutUrl: string,
  action: "pay" | "fail" | "cancel" | "pending",
  card?: string
) {
  const res = await fetch(checkoutUrl, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action, ...(card ? { card } : {}) }).toString(),
    redirect: "manual",
  });
  expect(res.status, `the provider takes "${action}"`).toBe(303);
}

/** A payment started at the API as the member's app would: its id and the provider's page. */
export async function startPayment(
  member: PayMember,
  body: { package: string; method: string; country: string; bank?: string }
): Promise<{ id: number; checkoutUrl: string }> {
  const res = await fetch(api("/api/payment.php"), {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${member.token}`,
      "Idempotency-Key": randomUUID(),
    },
    body: JSON.stringify(body),
  });
  expect(res.status, "start a payment").toBe(200);
  const answer = (await res.json()) as { payment: { payment_id: number }; checkout_url: string };
  return { id: answer.payment.payment_id, checkoutUrl: answer.checkout_url };
}
