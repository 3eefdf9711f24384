import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page, TestInfo } from "@playwright/test";
import { expect, site, test, waitForHydration } from "./support";
import { interlacedPng } from "../../reference-api/test-images";
import { journeyEmail, journeyName, logInAs, memberIdOf, membersHost as host, siteSettings } from "./members-support";

// An image and a gift from the conversation (docs/product.md#chat, docs/product.md#gifts: gifts in
// the conversation), with and without JavaScript: each shows inline and the top bar's credits go
// down by the site's price (settings.php: photo_credits, gift_credits). "sharer" (confirmed, free,
// 100 credits) writes to "liked".
test.describe.configure({ mode: "serial" });

const PHOTO = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", "photo.jpg");
const credits = async (page: Page) => Number((await page.getByTestId("chat-credits").textContent())?.match(/\d+/)?.[0]);

/** Opens the conversation with "liked"; an empty one offers icebreakers in a modal (with JavaScript), closed here. */
async function openConversation(page: Page, testInfo: TestInfo) {
  const partnerId = await memberIdOf(journeyEmail("liked", testInfo));
  await logInAs(page, journeyEmail("sharer", testInfo));
  await page.goto(site(host, `/members/${partnerId}/chat`));
  await expect(page.getByRole("heading", { name: journeyName("liked", testInfo), exact: true })).toBeVisible();
  if (testInfo.project.name !== "js") return;
  await waitForHydration(page);
  const modal = page.getByTestId("icebreaker-modal");
  await expect(modal.or(page.getByTestId("message-own").first())).toBeVisible();
  if (await modal.isVisible()) await modal.getByRole("button", { name: "Close" }).click();
}

test("an image from the send form shows in the conversation and costs the site's photo_credits", async ({
  page,
}, testInfo) => {
  const { photo_credits: price } = await siteSettings();
  await openConversation(page, testInfo);
  const images = page.getByTestId("message-own").getByRole("img", { name: "Image you sent" });
  const shown = await images.count();
  const before = await credits(page);

  // A file name with ";" and "=", as phones and cameras write them, goes through like any other.
  await page.getByLabel("Add an image").setInputFiles({
    name: "holiday; beach=1.jpg",
    mimeType: "image/jpeg",
    buffer: fs.readFileSync(PHOTO),
  });
  await page.getByRole("button", { name: "Send", exact: true }).click();
  if (testInfo.project.name !== "js") await expect(page).toHaveURL(/\/chats\/\d+$/);
  await expect(images).toHaveCount(shown + 1);
  // The picture itself, as the cdn serves the stored (resized) file, not a broken image.
  await expect(async () => {
    const image = images.last();
    await image.scrollIntoViewIfNeeded();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }).toPass({ timeout: 10_000 });
  await expect.poll(() => credits(page)).toBe(before - price);
});

test("a gift from the conversation shows in it and costs the site's gift_credits", async ({ page }, testInfo) => {
  const { gift_credits: price } = await siteSettings();
  await openConversation(page, testInfo);
  const gifts = page.getByTestId("message-own").filter({ hasText: "Gift: Rose" });
  const shown = await gifts.count();
  const before = await credits(page);

  await page.getByText("Send a gift", { exact: true }).click();
  const menu = page.getByTestId("gift-form");
  await expect(menu).toContainText(`Each gift costs ${price} credits.`);
  await menu.getByRole("button", { name: "Rose" }).click();
  if (testInfo.project.name !== "js") await expect(page).toHaveURL(/\/chats\/\d+$/);
  await expect(gifts).toHaveCount(shown + 1);
  await expect.poll(() => credits(page)).toBe(before - price);
  // The list names what was sent last.
  await page.goto(site(host, "/chats"));
  await expect(page.getByTestId("chat-row").filter({ hasText: journeyName("liked", testInfo) })).toContainText(
    "Gift: Rose"
  );
});

// 6300 × 6300 pixels in ~150 KB: over the pixel limit, refused from its header before decoding.
const HUGE = { name: "huge.png", mimeType: "image/png", buffer: Buffer.from(interlacedPng(6300, 6300)) };

test("an image with more pixels than allowed is refused with the caption kept and nothing charged", async ({
  page,
}, testInfo) => {
  await openConversation(page, testInfo);
  const before = await credits(page);
  const field = page.getByLabel(/^Message to /);
  await field.fill("Look at this view");
  await page.getByLabel("Add an image").setInputFiles(HUGE);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByTestId("send-error")).toContainText("This image is too large.");
  await expect(field).toHaveValue("Look at this view");
  expect(await credits(page)).toBe(before);
});

test("an image from a member without credits is refused for the credits", async ({ page }, testInfo) => {
  const partnerId = await memberIdOf(journeyEmail("liked", testInfo));
  await logInAs(page, journeyEmail("chatpoor", testInfo));
  await page.goto(site(host, `/members/${partnerId}/chat`));
  if (testInfo.project.name === "js") {
    await waitForHydration(page);
    const modal = page.getByTestId("icebreaker-modal");
    await expect(modal.or(page.getByTestId("message-own").first())).toBeVisible();
    if (await modal.isVisible()) await modal.getByRole("button", { name: "Close" }).click();
  }
  await page.getByLabel("Add an image").setInputFiles(HUGE);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByTestId("send-error")).toContainText("You do not have enough credits");
});
