import { expect, type Page, type TestInfo } from "@playwright/test";
import { site } from "./support";

/**
 * The members-area journeys' own members (seeded by the reference API like the account tests'
 * members): one per journey and Playwright project, so the js and no-js runs never share likes,
 * swipes or complaints. They live on FlirtHaven.
 */
export const journeyHost = "flirthaven.localhost";
export const JOURNEY_PASSWORD = "demo1234";
export type Journey = "swiper" | "finder" | "reporter" | "searcher";

export const journeyEmail = (journey: Journey, testInfo: TestInfo) =>
  `${journey}-${testInfo.project.name}@flirthaven.example`;

/** Logs in through the login form as `email` and waits for the members page. */
export async function logInAs(page: Page, email: string, password = JOURNEY_PASSWORD) {
  await page.goto(site(journeyHost, "/login"));
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(site(journeyHost, "/members"));
}
