import type { Page } from "@playwright/test";
import { expect, site, waitForHydration } from "./support";

/**
 * Signs up through every step with plain answers (a woman looking for women, born 1988, the
 * default location) and waits for the page it lands on, the first matches with the welcome. For
 * tests that need a fresh member.
 */
export async function signUp(page: Page, host: string, email: string, javaScriptEnabled: boolean) {
  await signupUpToPassword(page, host, email, javaScriptEnabled);
  await page.getByTestId("signup-next").click();
  await expect(page).toHaveURL(site(host, "/signup-matches"));
}

/** Every step up to the last one with plain answers, the password typed but not yet sent. */
export async function signupUpToPassword(page: Page, host: string, email: string, javaScriptEnabled: boolean) {
  await page.goto(site(host, "/signup"));
  if (javaScriptEnabled) await waitForHydration(page);
  const next = () => page.getByTestId("signup-next").click();
  await page.locator('input[name="gender"][value="female"]').check();
  await page.locator('input[name="sexuality"][value="lesbian"]').check();
  await next();
  await page.locator('select[name="dob_day"]').selectOption("3");
  await page.locator('select[name="dob_month"]').selectOption("8");
  await page.locator('select[name="dob_year"]').selectOption("1988");
  await next();
  await next();
  await page.locator('input[name="name"]').fill("Robin");
  await page.locator('input[name="email"]').fill(email);
  await next();
  await page.locator('input[name="password"]').fill("secret123");
}
