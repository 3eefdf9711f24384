import { expect, test } from "./members";
import { contextFrom } from "./support";

// Gifts and blocking on the profile screen (docs/product.md#gifts, docs/product.md#blocking-and-complaints), with and without JavaScript.
test(
  "a gift costs gift_credits; without enough credits the product's text and a way to buy",
  { tag: "@no-js" },
  async ({ page, members }) => {
    // 30 credits; a gift costs 25 (the demo sites' gift_credits).
    const [gifter, target] = await Promise.all([members.create({ credits: 30 }), members.create({ label: "liked" })]);
    await gifter.signIn(page);
    await page.goto(gifter.url(`/members/${target.id}`));
    await page.getByText("Send a gift").click();
    await expect(page.getByText("You have 30 credits.")).toBeVisible();
    await page.getByRole("button", { name: "Rose" }).click();
    await expect(page.getByTestId("gift-sent")).toContainText(target.name);
    await page.goto(gifter.url(`/members/${target.id}`));
    await page.getByText("Send a gift").click();
    await expect(page.getByText("You have 5 credits.")).toBeVisible();
    await page.getByRole("button", { name: "Champagne" }).click();
    const error = page.getByTestId("action-error");
    await expect(error).toContainText("You do not have enough credits");
    await expect(error.getByRole("link", { name: "Buy credits" })).toHaveAttribute("href", "/premium");
  }
);

test(
  "blocking: the blocked member is refused with the product's text; unblocking gives access back",
  { tag: "@no-js" },
  async ({ page, browser, members }, testInfo) => {
    const [blocker, blocked] = await Promise.all([
      members.create({ label: "blocker" }),
      members.create({ label: "blocked", gender: "male" }),
    ]);
    await blocker.signIn(page);
    await page.goto(blocker.url(`/members/${blocked.id}`));
    // A like first: blocking removes it.
    await page.getByRole("button", { name: "Like", exact: true }).click();
    await expect(page.getByTestId("like-state")).toBeVisible();
    await page.getByRole("button", { name: "Block" }).click();
    await expect(page.getByText(`You blocked ${blocked.name}.`)).toBeVisible();

    const other = await contextFrom(browser, testInfo, "blocked");
    const blockedPage = await other.newPage();
    await blocked.signIn(blockedPage);
    const refused = await blockedPage.goto(blocked.url(`/members/${blocker.id}`));
    expect(refused?.status()).toBe(403);
    await expect(blockedPage.getByTestId("blocked-by")).toHaveText(
      `You're blocked by ${blocker.name}. You do not have access to this page.`
    );
    await blockedPage.goto(blocked.url("/likes/received"));
    await expect(blockedPage.getByTestId("member-card").filter({ hasText: blocker.name })).toHaveCount(0);

    await page.getByRole("button", { name: "Unblock" }).click();
    await expect(page.getByRole("button", { name: "Block" })).toBeVisible();
    await page.goto(blocker.url("/likes/sent"));
    await expect(page.getByTestId("member-card").filter({ hasText: blocked.name })).toHaveCount(0);
    const allowed = await blockedPage.goto(blocked.url(`/members/${blocker.id}`));
    expect(allowed?.status()).toBe(200);
    await expect(blockedPage.getByRole("heading", { level: 1 })).toContainText(blocker.name);
    await other.close();
  }
);

test(
  "report: the profile's report link opens the complaint form for that member",
  { tag: "@no-js" },
  async ({ page, members }) => {
    const [reporter, target] = await Promise.all([members.create({ label: "reporter" }), members.create()]);
    await reporter.signIn(page);
    await page.goto(reporter.url(`/members/${target.id}`));
    await page.getByRole("link", { name: "Report this member" }).click();
    await expect(page).toHaveURL(reporter.url(`/complaints?member=${target.id}`));
  }
);
