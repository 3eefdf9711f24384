import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "@playwright/test";
import { openGifts, rowDeleteButton } from "./chat-support";
import { expect, MEMBERS_HOST, test, type Members } from "./members";
import { siteSettings } from "./members-support";
import { axeViolations, contextFrom, pageForAxe, rawRequest, waitForHydration } from "./support";

// The chat as a messenger (docs/decisions/016-chat.md, "The composer" and "The list's delete"):
// the composer is one row (gift, image, a growing line, send) with a quiet line under it; the
// image button opens the file picker and shows the chosen image as a chip; gifts are pictured
// tiles; a row's delete is behind its options (keyboard, no JavaScript), a swipe or a long press
// (phones), with Undo; typing shows as dots and own messages carry sent/read ticks. With and
// without JavaScript, and with the keyboard; axe stays clean, in the dark theme too.

const PHOTO = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", "photo.jpg");
const VELVET_ROPES = "velvetropes.localhost";

/** A member with credits, signed in, in a conversation a partner started (so no icebreakers). */
async function inConversation(page: Page, members: Members, js: boolean, site = MEMBERS_HOST) {
  const [member, partner] = await Promise.all([
    members.create({ label: "writer", credits: 100, site }),
    members.create({ label: "liked", site }),
  ]);
  await partner.writeTo(member, `Hello from ${partner.name}`);
  await member.signIn(page);
  await page.goto(member.url(`/members/${partner.id}/chat`));
  await expect(page.getByTestId("message-partner").last()).toContainText(`Hello from ${partner.name}`);
  if (js) await waitForHydration(page);
  return { member, partner };
}

const centreY = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return box.y + box.height / 2;
};

test(
  "the composer: gift, image, a one-line field that grows and send in one row, the price as a quiet line",
  { tag: "@no-js" },
  async ({ page, members, javaScriptEnabled: js }) => {
    const { partner } = await inConversation(page, members, js);
    const gift = page.getByTestId("gift-menu").locator("summary");
    const image = page.getByLabel("Add an image");
    const field = page.getByLabel(`Message to ${partner.name}`);
    const send = page.getByRole("button", { name: "Send", exact: true });
    await expect(gift).toHaveText("Send a gift");
    await expect(image).toHaveAttribute("type", "file");
    await expect(field).toHaveAttribute("rows", "1");
    // One row: the icon buttons sit on the field's line (the tests' 1280 px screen). Where no script
    // runs, the browser's own file input may show beside the image icon, on a line of its own.
    const line = await centreY(field);
    for (const part of js ? [gift, image.locator(".."), send] : [send])
      expect(Math.abs((await centreY(part)) - line)).toBeLessThan(8);
    // The field grows with what is typed.
    const oneLine = (await field.boundingBox())!.height;
    await field.fill("One\nTwo\nThree\nFour");
    await expect.poll(async () => (await field.boundingBox())!.height).toBeGreaterThan(oneLine * 2);

    // The keyboard meets them in the order they are seen.
    await gift.focus();
    await page.keyboard.press("Tab");
    await expect(image).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(field).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(send).toBeFocused();

    // The price (or free messages) is one quiet line; "Check for new messages" only without JavaScript.
    await expect(page.getByTestId("send-cost")).toHaveText(/credits?\.$|free messages? left\.$/);
    await expect(page.getByTestId("check-new")).toHaveCount(js ? 0 : 1);

    // The counter is out of the way until the last 100 characters of the site's message length.
    const counter = page.getByTestId("counter");
    await expect(counter).toBeEmpty();
    if (!js) return;
    const { message_length: max } = (await siteSettings()) as unknown as { message_length: number };
    await field.fill("a".repeat(max - 101));
    await expect(counter).toBeEmpty();
    await field.fill("a".repeat(max - 40));
    await expect(counter).toHaveText("40 characters left");
    await expect(counter).toHaveAttribute("aria-live", "polite");
    await field.fill("a".repeat(max + 3));
    await expect(counter).toHaveText("3 characters too many");
    await expect(send).toBeDisabled();
  }
);

test("the image button opens the file picker; the chosen image shows as a chip to send or take back", async ({
  page,
  members,
  javaScriptEnabled: js,
}) => {
  await inConversation(page, members, js);
  const input = page.getByLabel("Add an image");
  const chooser = page.waitForEvent("filechooser");
  await input.locator("..").click();
  await (await chooser).setFiles(PHOTO);
  const chip = page.getByTestId("image-chip");
  await expect(chip).toContainText("photo.jpg");
  await expect
    .poll(() => chip.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // Taken back: the chip goes, the input is empty and has the focus.
  await chip.getByRole("button", { name: "Remove the image photo.jpg" }).click();
  await expect(chip).toHaveCount(0);
  await expect(input).toBeFocused();
  expect(await input.evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);

  // Chosen again from the keyboard's focus, and sent: the image is in the conversation, the chip gone.
  await input.setInputFiles(PHOTO);
  await expect(chip).toBeVisible();
  const images = page.getByTestId("message-own").getByRole("img", { name: "Image you sent" });
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(images).toHaveCount(1);
  await expect(chip).toHaveCount(0);
});

test(
  "gifts are pictured tiles with name and price, chosen with the keyboard, and pictured in the conversation",
  { tag: "@no-js" },
  async ({ page, members, javaScriptEnabled: js }) => {
    await inConversation(page, members, js);
    const { gift_credits: price } = await siteSettings();
    const summary = page.getByTestId("gift-menu").locator("summary");
    await summary.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByTestId("gift-form");
    await expect(menu).toBeVisible();
    const tiles = menu.locator('button[name="gift"]');
    await expect(tiles).toHaveCount(6);
    const rose = tiles.first();
    await expect(rose).toContainText("Rose");
    await expect(rose).toContainText(`${price} credits`);
    // Each tile's picture comes from the gift sprite and is drawn (not an empty box).
    const picture = rose.locator('svg[data-gift="rose"]');
    await expect(picture.locator("use")).toHaveAttribute("href", /gift-pictures-[^/]*\.svg#rose$/);
    expect((await picture.boundingBox())!.width).toBeGreaterThan(40);
    const href = (await picture.locator("use").getAttribute("href"))!;
    const sprite = await rawRequest({ host: MEMBERS_HOST, path: href.split("#")[0] });
    expect(sprite.status).toBe(200);
    expect(sprite.body).toContain('<symbol id="rose"');

    await page.keyboard.press("Tab");
    await expect(rose).toBeFocused();
    await page.keyboard.press("Enter");
    const sent = page.getByTestId("message-own").filter({ hasText: "Gift: Rose" });
    await expect(sent).toHaveCount(1);
    await expect(sent.locator('svg[data-gift="rose"]')).toBeVisible();
    // With JavaScript the menu closes once the gift is on its way (without, the page is drawn anew).
    await expect(menu).toBeHidden();
  }
);

test(
  "a row's delete from the keyboard: options, Delete, then Undo (JavaScript) or a confirmation (without)",
  { tag: "@no-js" },
  async ({ page, members, javaScriptEnabled: js }) => {
    const { member, partner } = await inConversation(page, members, js);
    await page.goto(member.url("/chats"));
    if (js) await waitForHydration(page);
    const row = page.getByTestId("chat-row").filter({ hasText: partner.name });
    // No delete button in view on the row; its options are one quiet button.
    await expect(row.getByRole("button", { name: /Delete/ })).toBeHidden();
    let posted = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/chats") posted++;
    });
    await row.getByRole("link").focus();
    await page.keyboard.press("Tab");
    const options = row.getByTestId("row-options");
    await expect(options).toBeFocused();
    await page.keyboard.press("Enter");
    const remove = row.getByRole("button", { name: `Delete the conversation with ${partner.name}` });
    await expect(remove).toBeVisible();
    if (js) {
      // Escape puts it away again.
      await page.keyboard.press("Escape");
      await expect(remove).toBeHidden();
      await expect(options).toBeFocused();
      await page.keyboard.press("Enter");
    }
    await page.keyboard.press("Tab");
    await expect(remove).toBeFocused();
    await page.keyboard.press("Enter");
    if (js) {
      const undo = page.getByTestId("delete-undo").getByRole("button", { name: "Undo" });
      await expect(undo).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(row).toContainText(`Hello from ${partner.name}`);
      await expect(options).toBeFocused();
      expect(posted).toBe(0);
    } else {
      await expect(page.getByTestId("delete-confirm")).toContainText(`Delete the conversation with ${partner.name}?`);
      expect(posted).toBe(1);
    }
  }
);

test.describe("on a phone", () => {
  test.use({ hasTouch: true, viewport: { width: 375, height: 740 } });

  test("a swipe to the left or a long press reveals a row's delete, with Undo", async ({
    page,
    members,
    javaScriptEnabled: js,
  }) => {
    const { member, partner } = await inConversation(page, members, js);
    await page.goto(member.url("/chats"));
    await waitForHydration(page);
    const row = page.getByTestId("chat-row").filter({ hasText: partner.name });
    const menu = row.locator("details");
    const remove = row.getByRole("button", { name: `Delete the conversation with ${partner.name}` });
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x = 0, y = 0) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
    const box = (await row.getByRole("link").boundingBox())!;
    const y = box.y + box.height / 2;

    // A swipe to the left reveals Delete; one to the right hides it; neither opens the conversation.
    await touch("touchStart", box.x + box.width - 40, y);
    for (const dx of [10, 30, 60, 90]) await touch("touchMove", box.x + box.width - 40 - dx, y);
    await touch("touchEnd");
    await expect(menu).toHaveAttribute("open", "");
    await expect(remove).toBeVisible();
    await touch("touchStart", box.x + 40, y);
    for (const dx of [10, 30, 60, 90]) await touch("touchMove", box.x + 40 + dx, y);
    await touch("touchEnd");
    await expect(menu).not.toHaveAttribute("open", "");
    await expect(page).toHaveURL(member.url("/chats"));

    // A long press reveals it too (the finger is lifted once it shows), and does not open the conversation.
    await touch("touchStart", box.x + box.width / 2, y);
    await expect(menu).toHaveAttribute("open", "");
    await touch("touchEnd");
    await expect(page).toHaveURL(member.url("/chats"));

    // Delete, then Undo: the conversation stays.
    await remove.tap();
    const undo = page.getByTestId("delete-undo");
    await expect(undo).toContainText(`Conversation with ${partner.name} deleted.`);
    await undo.getByRole("button", { name: "Undo" }).tap();
    await expect(row).toContainText(`Hello from ${partner.name}`);
  });
});

test("own messages carry a sent tick, then read ticks once the partner has read them", async ({
  page,
  browser,
  members,
  javaScriptEnabled: js,
}, testInfo) => {
  const { partner } = await inConversation(page, members, js);
  const text = `Read me ${Date.now() % 100000}`;
  await page.getByLabel(`Message to ${partner.name}`).fill(text);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  const mine = page.getByTestId("message-own").filter({ hasText: text });
  const tick = mine.getByTestId("tick");
  await expect(tick).toHaveText("Sent");
  await expect(tick.locator("svg")).toBeVisible();
  const other = await contextFrom(browser, testInfo, "reader");
  try {
    const reader = await other.newPage();
    await partner.signIn(reader);
    await reader.goto(partner.url("/chats"));
    await reader.getByTestId("chat-row").first().getByRole("link").click();
    await expect(reader.getByTestId("message-partner").filter({ hasText: text })).toBeVisible();
    await expect(tick).toHaveText("Read");
  } finally {
    await other.close();
  }
});

for (const host of [MEMBERS_HOST, VELVET_ROPES]) {
  test(
    `${host}: the composer with its gift menu and the list with a row's options open have no axe violations`,
    { tag: "@no-js" },
    async ({ page, browser, context, members, javaScriptEnabled: js }) => {
      const { member } = await inConversation(page, members, js, host);
      const scanned = await pageForAxe(page, browser, js, context);
      await scanned.goto(page.url());
      await openGifts(scanned);
      await expect(scanned.getByTestId("gift-form")).toBeVisible();
      expect(await axeViolations(scanned), "conversation").toEqual([]);
      await scanned.goto(member.url("/chats"));
      const row = scanned.getByTestId("chat-row").first();
      await expect(await rowDeleteButton(row)).toBeVisible();
      expect(await axeViolations(scanned), "list").toEqual([]);
    }
  );
}
