import { expect, type Page, type TestInfo } from "@playwright/test";
import { site } from "./support";

/**
 * The members journeys' own members (reference-api/seed/journey-members.ts): one per purpose and
 * Playwright project, so likes, blocks, gifts and swipes of one test never show in another, and
 * the js and no-js runs never meet. They share the demo password and start with 30 credits.
 */
export const membersHost = "flirthaven.localhost";
export const JOURNEY_PASSWORD = "demo1234";
export type JourneyPurpose =
  | "liker"
  | "liked"
  | "gifter"
  | "blocker"
  | "blocked"
  | "swiper"
  | "reporter"
  | "finder"
  | "popper"
  | "chatter"
  | "chatlimit"
  | "chatpoor"
  | "chatoffline"
  | "chatnext";

export const journeyEmail = (purpose: JourneyPurpose, testInfo: TestInfo) =>
  `${purpose}-${testInfo.project.name}@journeys.flirthaven.example`;
/** The journey member's name as the seed gives it: "Liker Js", "Liked No-js". */
export const journeyName = (purpose: JourneyPurpose, testInfo: TestInfo) =>
  `${cap(purpose)} ${cap(testInfo.project.name)}`;
const cap = (s: string) => s.slice(0, 1).toUpperCase() + s.slice(1);

export async function logInAs(page: Page, email: string) {
  await page.goto(site(membersHost, "/login"));
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(JOURNEY_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(site(membersHost, "/members"));
}

/** A member's profile id, asked of the reference API with the member's own login. */
export async function memberIdOf(email: string): Promise<number> {
  const res = await fetch(`${process.env.E2E_API_URL}/api/user.php?forced-domain=${membersHost}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: JOURNEY_PASSWORD }),
  });
  expect(res.ok, `log in ${email} at the API`).toBe(true);
  return ((await res.json()) as { user: { profile: { id: number } } }).user.profile.id;
}

/** Posts one of the profile screen's buttons and waits until the screen shows the result. */
export async function press(page: Page, name: string | RegExp) {
  await page.getByRole("button", { name, exact: typeof name === "string" }).click();
  await page.waitForLoadState("networkidle");
}
