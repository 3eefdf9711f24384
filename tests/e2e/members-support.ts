import { expect, type Page } from "@playwright/test";
import { MEMBERS_HOST } from "./members";

/** A site's settings as the API serves them (prices in credits: photo_credits, gift_credits, …). */
export async function siteSettings(
  host = MEMBERS_HOST
): Promise<Record<string, unknown> & { photo_credits: number; gift_credits: number }> {
  const res = await fetch(`${process.env.E2E_API_URL}/api/settings.php?forced-domain=${host}`);
  expect(res.ok, "settings.php").toBe(true);
  return ((await res.json()) as { settings: { photo_credits: number; gift_credits: number } }).settings;
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
