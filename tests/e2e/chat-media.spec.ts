import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page, TestInfo } from "@playwright/test";
import { interlacedPng } from "../../reference-api/testing/images";
import { expect, MEMBERS_HOST as host, test, type Members } from "./members";
import { siteSettings } from "./members-support";
import { site, waitForHydration } from "./support";
import { openGifts } from "./chat-support";

// An image and a gift from the conversation (docs/product.md#chat, docs/product.md#gifts: gifts in
// the conversation), with and without JavaScript: each shows inline and the top bar's credits go
// down by the site's price (settings.php: photo_credits, gift_credits). A member with 100 credits
// (confirmed, free) writes to another.

const PHOTO = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", "photo.jpg");
const credits = async (page: Page) => Number((await page.getByTestId("chat-credits").textContent())?.match(/\d+/)?.[0]);

/**
 * A member with 100 credits, signed in, in a new conversation with another; an empty one offers
 * icebreakers in a modal (with JavaScript), closed here. Answers the partner.
 */
async function openConversation(page: Page, members: Members, testInfo: TestInfo) {
  const [sharer, partner] = await Promise.all([
    members.create({ label: "sharer", credits: 100 }),
    members.create({ label: "liked" }),
  ]);
  await sharer.signIn(page);
  await page.goto(site(host, `/members/${partner.id}/chat`));
  await expect(page.getByRole("heading", { name: partner.name, exact: true })).toBeVisible();
  if (testInfo.project.name === "js") {
    await waitForHydration(page);
    const modal = page.getByTestId("icebreaker-modal");
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: "Close" }).click();
  }
  return partner;
}

test(
  "an image from the send form shows in the conversation and costs the site's photo_credits",
  { tag: "@no-js" },
  async ({ page, members }, testInfo) => {
    const { photo_credits: price } = await siteSettings();
    await openConversation(page, members, testInfo);
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
  }
);

test(
  "a gift from the conversation shows in it and costs the site's gift_credits",
  { tag: "@no-js" },
  async ({ page, members }, testInfo) => {
    const { gift_credits: price } = await siteSettings();
    const partner = await openConversation(page, members, testInfo);
    const gifts = page.getByTestId("message-own").filter({ hasText: "Gift: Rose" });
    const shown = await gifts.count();
    const before = await credits(page);

    await openGifts(page);
    const menu = page.getByTestId("gift-form");
    await expect(menu).toContainText(`Each gift costs ${price} credits.`);
    await menu.getByRole("button", { name: "Rose" }).click();
    if (testInfo.project.name !== "js") await expect(page).toHaveURL(/\/chats\/\d+$/);
    await expect(gifts).toHaveCount(shown + 1);
    await expect.poll(() => credits(page)).toBe(before - price);
    // The list names what was sent last.
    await page.goto(site(host, "/chats"));
    await expect(page.getByTestId("chat-row").filter({ hasText: partner.name })).toContainText("Gift: Rose");
  }
);

// 6300 × 6300 pixels in ~150 KB: over the pixel limit, refused from its header before decoding.
const HUGE = { name: "huge.png", mimeType: "image/png", buffer: Buffer.from(interlacedPng(6300, 6300)) };

test(
  "an image with more pixels than allowed is refused with the caption kept and nothing charged",
  { tag: "@no-js" },
  async ({ page, members }, testInfo) => {
    await openConversation(page, members, testInfo);
    const before = await credits(page);
    const field = page.getByLabel(/^Message to /);
    await field.fill("Look at this view");
    await page.getByLabel("Add an image").setInputFiles(HUGE);
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page.getByTestId("send-error")).toContainText("This image is too large.");
    await expect(field).toHaveValue("Look at this view");
    expect(await credits(page)).toBe(before);
  }
);

test(
  "an image from a member without credits is refused for the credits",
  { tag: "@no-js" },
  async ({ page, members }, testInfo) => {
    const [poor, partner] = await Promise.all([
      members.create({ credits: 0, freeMessagesLeft: 0 }),
      members.create({ label: "liked" }),
    ]);
    await poor.signIn(page);
    await page.goto(site(host, `/members/${partner.id}/chat`));
    if (testInfo.project.name === "js") {
      await waitForHydration(page);
      const modal = page.getByTestId("icebreaker-modal");
      await expect(modal).toBeVisible();
      await modal.getByRole("button", { name: "Close" }).click();
    }
    await page.getByLabel("Add an image").setInputFiles(HUGE);
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page.getByTestId("send-error")).toContainText("You do not have enough credits");
  }
);
