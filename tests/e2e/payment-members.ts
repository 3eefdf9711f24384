import { randomUUID } from "node:crypto";
import type { Page, TestInfo } from "@playwright/test";
import { expect, site, testClientIp } from "./support";

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

const api = (path: string) => `${process.env.E2E_API_URL}${path}?forced-domain=${payHost}`;

export async function newMember(testInfo: TestInfo, country = "NL"): Promise<PayMember> {
  const email = `payer-${randomUUID()}@example.com`;
  const res = await fetch(api("/api/signup.php"), {
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
  expect(res.status, "sign the payer up").toBe(200);
  const { token, user } = (await res.json()) as { token: string; user: { profile: { id: number } } };
  return { email, id: user.profile.id, token };
}

/** Signs a new member up and logs in as them in the page. */
export async function logInAsNewMember(page: Page, testInfo: TestInfo, country = "NL"): Promise<PayMember> {
  const member = await newMember(testInfo, country);
  await page.goto(site(payHost, "/login"));
  await page.getByLabel("E-mail address").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(site(payHost, "/members"));
  return member;
}

/** The member as the API has them now (credits, premium). */
export async function memberNow(member: PayMember): Promise<{ credits: number; paid_user: boolean }> {
  const res = await fetch(api("/api/user.php"), { headers: { Authorization: `Bearer ${member.token}` } });
  expect(res.ok).toBe(true);
  return ((await res.json()) as { user: { credits: number; paid_user: boolean } }).user;
}
