import { expect, test } from "./members";
import { contextFrom } from "./support";

// Live delivery (docs/product.md#chat, the chat's event stream): two members of one site, each with the
// conversation open; what one sends shows in the other's at once, without a reload, and in the
// conversation list beside it.
test("a message shows live in the partner's open conversation", async ({ page, browser, members }, testInfo) => {
  const [sender, receiving] = await Promise.all([
    members.create({ label: "sender" }),
    members.create({ label: "receiver", gender: "male" }),
  ]);
  const other = await contextFrom(browser, testInfo, "receiver");
  const receiver = await other.newPage();
  await receiving.signIn(receiver);
  await receiver.goto(receiving.url(`/members/${sender.id}/chat`));
  await receiver.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // An empty conversation offers icebreakers in a modal; both write their own lines.
  const theirs = receiver.getByTestId("icebreaker-modal");
  await expect(theirs).toBeVisible();
  await theirs.getByRole("button", { name: "Close" }).click();

  await sender.signIn(page);
  await page.goto(sender.url(`/members/${receiving.id}/chat`));
  const icebreakers = page.getByTestId("icebreaker-modal");
  await expect(icebreakers).toBeVisible();
  await icebreakers.getByRole("button", { name: "Close" }).click();
  const text = `Live hello ${testInfo.retry}-${Date.now() % 100000}`;
  await page.getByLabel(`Message to ${receiving.name}`).fill(text);
  const sent = Date.now();
  await page.getByRole("button", { name: "Send", exact: true }).click();
  // Live, not polled: with the stream open the page never polls, and without it the next poll would
  // come a minute after the last (POLL_EVERY_MS), far beyond this wait. Its time is logged, not bounded:
  // a slow machine takes longer, and is no less live.
  await expect(receiver.getByTestId("message-partner").filter({ hasText: text })).toBeVisible();
  console.log(`live delivery: ${Date.now() - sent} ms from the click to the partner's screen`);
  // On a wide screen (the tests' 1280 px) the list beside the conversation follows the same stream:
  // the new conversation appears in it, marked open, with the message.
  const row = receiver.getByRole("navigation", { name: "Messages", exact: true }).locator('[aria-current="page"]');
  await expect(row).toContainText(text, { timeout: 10_000 });
  await other.close();
});
