import type { Page, TestInfo } from "@playwright/test";
import { FREE_CONVERSATION_STARTS } from "../../app/domain/chat";
import { expect, MEMBERS_HOST as host, test, type Members } from "./members";
import { demoLogin, logIn, site, waitForHydration } from "./support";
import { rowDeleteButton } from "./chat-support";

// The chat (docs/product.md#chat), with and without JavaScript. Each test makes its members: one
// who writes (confirmed and free with 30 credits; out of credits and unconfirmed; or with its free
// conversations started) and the member written to.
/**
 * A member out of credits and free messages and not confirmed (nothing to pay a message with, no
 * answers yet), signed in, in a new conversation with another member.
 */
async function poorInConversation(page: Page, members: Members, testInfo: TestInfo) {
  const [poor, partner] = await Promise.all([
    members.create({ confirmed: false, credits: 0, freeMessagesLeft: 0 }),
    members.create({ label: "liked" }),
  ]);
  await poor.signIn(page);
  await page.goto(site(host, `/members/${partner.id}/chat`));
  await closeIcebreakers(page, testInfo);
}

const credits = async (page: Page) => Number((await page.getByTestId("chat-credits").textContent())?.match(/\d+/)?.[0]);

/** An empty conversation offers icebreakers, in a modal with JavaScript: this member writes its own. */
async function closeIcebreakers(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name !== "js") return;
  const modal = page.getByTestId("icebreaker-modal");
  await expect(modal).toBeVisible();
  await modal.getByRole("button", { name: "Close" }).click();
}

test(
  "from a profile to a conversation: icebreaker, send, pay, then delete it from the list",
  { tag: "@no-js" },
  async ({ page, members }, testInfo) => {
    const js = testInfo.project.name === "js";
    const [chatter, liked] = await Promise.all([
      members.create({ label: "chatter" }),
      members.create({ label: "liked" }),
    ]);
    const [partnerId, partner] = [liked.id, liked.name];
    await chatter.signIn(page);

    await page.goto(site(host, "/chats"));
    await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();

    await page.goto(site(host, `/members/${partnerId}`));
    await page.getByRole("link", { name: "Send a message" }).click();
    await expect(page).toHaveURL(site(host, `/members/${partnerId}/chat`));
    await expect(page.getByRole("heading", { name: partner, exact: true })).toBeVisible();

    // An icebreaker puts its line into the text field to edit before sending.
    const field = page.getByLabel(`Message to ${partner}`);
    const suggestions = page.getByTestId("icebreakers");
    await expect(suggestions).toBeVisible();
    const line = (await suggestions.getByRole("button").first().textContent())!.trim();
    await suggestions.getByRole("button").first().click();
    await expect(field).toHaveValue(line);
    await field.fill(`${line} (${testInfo.project.name})`);
    // A short message leaves the counter out (it shows near the limit: chat-messenger.spec.ts).
    if (js) await expect(page.getByTestId("counter")).toBeEmpty();

    const before = await credits(page);
    const cost = (await page.getByTestId("send-cost").textContent()) ?? "";
    const price = /free message/.test(cost) ? 0 : Number(cost.match(/\d+/)?.[0]);
    await page.getByRole("button", { name: "Send", exact: true }).click();
    // Without JavaScript the post comes back to the conversation's own address (PRG).
    if (!js) await expect(page).toHaveURL(/\/chats\/\d+$/);
    await expect(page.getByTestId("message-own").last()).toContainText(`(${testInfo.project.name})`);
    await expect(field).toHaveValue("");
    // What the API charged, as the page shows it when drawn again.
    await page.reload();
    await expect.poll(() => credits(page)).toBe(before - price);
    // A wide screen (the tests' 1280 px) shows the list beside it, this conversation marked open.
    const open = page.getByRole("navigation", { name: "Messages", exact: true }).locator('[aria-current="page"]');
    await expect(open).toContainText(partner);
    await expect(open).toContainText(`(${testInfo.project.name})`);

    // Deleted from the list: on /chats in place (with JavaScript), or from beside the open
    // conversation, which is gone with it: the page lands on /chats.
    // With JavaScript it goes after a few seconds in which Undo brings it back; without, once confirmed.
    const inPlace = js;
    if (inPlace) {
      await page.goto(site(host, "/chats"));
      await waitForHydration(page);
    }
    const row = page.getByTestId("chat-row").filter({ hasText: partner });
    await expect(row).toContainText(`(${testInfo.project.name})`);
    await (await rowDeleteButton(row)).click();
    if (js) {
      await expect(page.getByTestId("delete-undo")).toBeVisible();
      await page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/chats");
    } else {
      await page.getByTestId("delete-confirm").getByRole("button", { name: "Delete" }).click();
    }
    await expect(page.getByTestId("chat-row").filter({ hasText: partner })).toHaveCount(0);
    await expect(page).toHaveURL(site(host, "/chats"));
    await page.reload();
    await expect(page.getByTestId("chat-row").filter({ hasText: partner })).toHaveCount(0);
  }
);

test(
  "out of credits: the product's text, the typed text kept, and a way to buy",
  { tag: "@no-js" },
  async ({ page, members }, testInfo) => {
    await poorInConversation(page, members, testInfo);
    const field = page.getByLabel(/^Message to /);
    await field.fill("Are you free tonight?");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    const error = page.getByTestId("send-error");
    await expect(error).toContainText("You do not have enough credits");
    await expect(error.getByRole("link", { name: "Buy credits" })).toHaveAttribute("href", "/premium");
    await expect(field).toHaveValue("Are you free tonight?");
  }
);

test(
  "an unconfirmed member is told replies wait for the activation, with the e-mail again",
  { tag: "@no-js" },
  async ({ page, members }, testInfo) => {
    await poorInConversation(page, members, testInfo);
    const notice = page.getByTestId("unconfirmed-notice");
    await expect(notice).toContainText("not confirmed");
    await notice.getByRole("button").click();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: /e-mail|wait/i })
        .first()
    ).toBeVisible();
  }
);

test(
  "a free member's third conversation: the premium alert with a Get Premium button",
  { tag: "@no-js" },
  async ({ page, members }) => {
    const [limited, partner] = await Promise.all([
      members.create({ conversationsStarted: FREE_CONVERSATION_STARTS }),
      members.create({ label: "liked" }),
    ]);
    await limited.signIn(page);
    await page.goto(site(host, `/members/${partner.id}/chat`));
    const alert = page.getByTestId("premium-alert");
    await expect(alert).toBeVisible();
    await expect(alert.getByRole("link", { name: "Get Premium" })).toHaveAttribute("href", "/premium");
  }
);

test("beside a conversation a keyboard skips the list: the skip link shows on focus and leads into the conversation", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, demoLogin(host));
  await page.goto(site(host, "/chats"));
  await page.getByTestId("chat-row").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  const skip = page.getByRole("link", { name: "Skip to the conversation" });
  await page.locator("body").focus();
  for (let i = 0; i < 40 && !(await skip.evaluate((link) => link === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(skip).toBeFocused();
  expect((await skip.boundingBox())?.width ?? 0).toBeGreaterThan(20);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("#conversation")))).toBe(true);
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("nav[data-testid=chat-list]")))).toBe(false);
});
