import type { Response } from "@playwright/test";
import { test } from "./members";
import { expect, site, waitForHydration } from "./support";

/**
 * The page cache (decision 020) with a browser: a page answered from memory carries its answer's
 * own nonce, so its scripts run and the entry warning's button works. What the cache answers over
 * HTTP (hits, nonces, languages, countries, members, tenant changes) is server/visitor-pages.test.ts's.
 */
const host = "flirthaven.localhost";
const state = (response: Response) => response.headers()["x-page-cache"];

/** A kept page asked for again: from the cache (or drawn again once, should it live out its minute just then). */
async function askedAgain(ask: () => Promise<Response>): Promise<Response> {
  const again = await ask();
  return state(again) === "hit" ? again : ask();
}

test.describe("a visitor who has not confirmed the entry warning", () => {
  test.use({ seeEntryWarning: true });

  test("meets it on a page from the cache, and after confirming gets the page without it", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(site(host));
    const again = await askedAgain(async () => (await page.goto(site(host)))!);
    expect(state(again)).toBe("hit");
    const dialog = page.getByRole("dialog", { name: "Adults only" });
    await expect(dialog).toBeVisible();
    // The scripts run under the answer's own nonce: the page hydrates (any refused script fails the test).
    if (javaScriptEnabled) await waitForHydration(page);
    await dialog.getByRole("button", { name: "I am 18 or older – enter" }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === "entry_ok")).toBe(true);
    await page.goto(site(host));
    const confirmedAgain = await askedAgain(async () => (await page.goto(site(host)))!);
    expect(state(confirmedAgain)).toBe("hit");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
