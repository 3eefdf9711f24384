import { expect, type Page, type TestInfo } from "@playwright/test";
import { site } from "./support";

/**
 * The account tests' own members (reference-api/seed/account-members.ts): one per test and per
 * Playwright project, so changing a password, an address or deleting never touches the demo
 * members other tests log in with, and the js and no-js runs never meet.
 */
export const accountHost = "flirthaven.localhost";
export const ACCOUNT_PASSWORD = "demo1234";
export const accountMember = (
  purpose:
    | "throttle"
    | "reset"
    | "change"
    | "delete"
    | "owner"
    | "takeover"
    | "limits"
    | "fuzz"
    | "spoof"
    | "guessed"
    | "lockout"
    | "blocked",
  testInfo: TestInfo
) => `${purpose}-${testInfo.project.name}@flirthaven.example`;

export async function submitLogin(page: Page, email: string, password: string) {
  await page.goto(site(accountHost, "/login"));
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

export async function logIn(page: Page, email: string, password: string) {
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(site(accountHost, "/members"));
}
