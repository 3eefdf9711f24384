import { expect, type Page, type TestInfo } from "@playwright/test";
import { likeBackPlan } from "../../reference-api/like-backs";
import type { JourneyPurpose } from "../../reference-api/seed/journey-members";
import { site } from "./support";

/**
 * The members journeys' own members (reference-api/seed/journey-members.ts): one per purpose and
 * Playwright project, so likes, blocks, gifts and swipes of one test never show in another, and
 * the js and no-js runs never meet. They share the demo password and start with 30 credits.
 */
export const membersHost = "flirthaven.localhost";
export const JOURNEY_PASSWORD = "demo1234";

export const journeyEmail = (purpose: JourneyPurpose, testInfo: TestInfo) =>
  `${purpose}-${testInfo.project.name}@journeys.flirthaven.example`;
/** The journey member's name as the seed gives it: "Liker Js", "Liked No-js". */
export const journeyName = (purpose: JourneyPurpose, testInfo: TestInfo) =>
  `${cap(purpose)} ${cap(testInfo.project.name)}`;
const cap = (s: string) => s.slice(0, 1).toUpperCase() + s.slice(1);

/** Logs in on the members' site, or at `at` (a path's URL elsewhere: another host or web server). */
export async function logInAs(page: Page, email: string, at = (pathname: string) => site(membersHost, pathname)) {
  await page.goto(at("/login"));
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(JOURNEY_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(at("/members"));
}

const apiUrl = (path: string, query = "") =>
  `${process.env.E2E_API_URL}${path}?forced-domain=${membersHost}${query ? `&${query}` : ""}`;

/** A journey member's session at the reference API: its token and profile id. */
export async function apiLogIn(email: string): Promise<{ token: string; id: number }> {
  const res = await fetch(apiUrl("/api/user.php"), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: JOURNEY_PASSWORD }),
  });
  expect(res.ok, `log in ${email} at the API`).toBe(true);
  const body = (await res.json()) as { token: string; user: { profile: { id: number } } };
  return { token: body.token, id: body.user.profile.id };
}

/** A member's profile id, asked of the reference API with the member's own login. */
export async function memberIdOf(email: string): Promise<number> {
  return (await apiLogIn(email)).id;
}

/** Another member writes, as their own app would (message.php): what the journey's member receives. */
export async function sendAs(email: string, to: number, text: string) {
  const { token } = await apiLogIn(email);
  const res = await fetch(apiUrl("/api/message.php"), {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ to, text }),
  });
  expect(res.status, `${email} writes to ${to}`).toBe(200);
}

/** A member likes another, as their own app would (like.php): the like's state ("liked" or "match"). */
export async function likeAs(email: string, id: number): Promise<string> {
  const { token } = await apiLogIn(email);
  const res = await fetch(apiUrl("/api/like.php"), {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ id }),
  });
  expect(res.status, `${email} likes ${id}`).toBe(200);
  return ((await res.json()) as { like: string }).like;
}

/** The site's settings as the API serves them (prices in credits: photo_credits, gift_credits, …). */
export async function siteSettings(): Promise<
  Record<string, unknown> & { photo_credits: number; gift_credits: number }
> {
  const res = await fetch(apiUrl("/api/settings.php"));
  expect(res.ok, "settings.php").toBe(true);
  return ((await res.json()) as { settings: { photo_credits: number; gift_credits: number } }).settings;
}

interface SearchCard {
  id: number;
  name: string;
  main_image: unknown;
}

/** search.php as the journey member's app asks it: any gender, age and country. */
async function searchAs(email: string) {
  const { token } = await apiLogIn(email);
  return async (page: number) => {
    const res = await fetch(apiUrl("/api/search.php", `page=${page}`), {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.ok, "search.php").toBe(true);
    return (await res.json()) as { pages: number; results: SearchCard[] };
  };
}

/**
 * A seed profile of the site, which the reference API makes fictional (it answers messages).
 * Search lists online members first, then the newest: the test and journey members, signed up
 * last, come before the seed, so the last card of the last page is one of the seed's.
 */
export async function fictionalProfile(email: string): Promise<{ id: number; name: string }> {
  const search = await searchAs(email);
  const { pages } = await search(1);
  const { results } = await search(Math.max(pages, 1));
  expect(results.length, "seed profiles in the search").toBeGreaterThan(0);
  const { id, name } = results[results.length - 1];
  return { id, name };
}

/**
 * Seed profiles (fictional) from the last pages of the search that the member has not liked yet,
 * each with whether it will like the member back after a like (reference-api/like-backs.ts draws
 * that from the two ids, so a test knows in advance).
 */
export async function operatedProfilesFor(
  email: string
): Promise<{ id: number; name: string; likesBack: boolean; delayMs: number }[]> {
  const { token, id: memberId } = await apiLogIn(email);
  const search = await searchAs(email);
  const res = await fetch(apiUrl("/api/likes.php"), { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok, "likes.php").toBe(true);
  const liked = new Set(((await res.json()) as { profiles: { id: number }[] }).profiles.map((p) => p.id));
  const { pages } = await search(1);
  const cards = [...(await search(pages)).results, ...(await search(Math.max(pages - 1, 1))).results];
  return cards
    .filter((card) => !liked.has(card.id))
    .map(({ id, name }) => ({ id, name, ...likeBackPlan(memberId, id) }));
}

/** A seed profile without a photo (a tenth of the seed has none), from the last pages of the search. */
export async function profileWithoutPhoto(email: string): Promise<{ id: number; name: string }> {
  const search = await searchAs(email);
  const { pages } = await search(1);
  for (let page = pages; page >= 1; page--) {
    const found = (await search(page)).results.find((card) => card.main_image === null);
    if (found) return { id: found.id, name: found.name };
  }
  throw new Error("no member without a photo in the search");
}

/** Posts one of the profile screen's buttons and waits until the screen shows the result. */
export async function press(page: Page, name: string | RegExp) {
  await page.getByRole("button", { name, exact: typeof name === "string" }).click();
  await page.waitForLoadState("networkidle");
}

/** Opens a conversation, writing one's own line when it is new (its icebreakers come in a modal). */
export async function openConversation(page: Page, url: string) {
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const messages = page.getByTestId("message-partner").or(page.getByTestId("message-own"));
  if ((await messages.count()) > 0) return;
  const icebreakers = page.getByTestId("icebreaker-modal");
  await expect(icebreakers).toBeVisible();
  await icebreakers.getByRole("button", { name: "Close" }).click();
}
