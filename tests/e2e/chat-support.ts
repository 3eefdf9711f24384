import type { Locator, Page } from "@playwright/test";

/**
 * A conversation row's Delete: behind the row's options button (a menu that a click, the keyboard
 * and a page without JavaScript open; a swipe or a long press on a phone).
 */
export async function rowDeleteButton(row: Locator) {
  await row.getByTestId("row-options").click();
  return row.getByRole("button", { name: /^Delete the conversation with / });
}

/** The conversation's gift menu, opened: the composer's gift button. */
export async function openGifts(page: Page) {
  await page.getByTestId("gift-menu").locator("summary").click();
  return page.getByTestId("gift-form");
}
