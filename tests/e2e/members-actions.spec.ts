import { contextFrom, expect, site, test } from "./support";
import { journeyEmail, journeyName, logInAs, memberIdOf, membersHost as host } from "./members-support";

// Gifts and blocking on the profile screen (docs/product.md#gifts, docs/product.md#blocking-and-complaints), with and without JavaScript.
test("a gift costs gift_credits; without enough credits the product's text and a way to buy", async ({ page }, testInfo) => {
  const targetId = await memberIdOf(journeyEmail("liked", testInfo));
  await logInAs(page, journeyEmail("gifter", testInfo));
  await page.goto(site(host, `/members/${targetId}`));
  await page.getByText("Send a gift").click();
  // The journey member starts with 30 credits; a gift costs 25 (the demo sites' gift_credits).
  await expect(page.getByText("You have 30 credits.")).toBeVisible();
  await page.getByRole("button", { name: "Rose" }).click();
  await expect(page.getByTestId("gift-sent")).toContainText(journeyName("liked", testInfo));
  await page.goto(site(host, `/members/${targetId}`));
  await page.getByText("Send a gift").click();
  await expect(page.getByText("You have 5 credits.")).toBeVisible();
  await page.getByRole("button", { name: "Champagne" }).click();
  const error = page.getByTestId("action-error");
  await expect(error).toContainText("You do not have enough credits");
  await expect(error.getByRole("link", { name: "Buy credits" })).toHaveAttribute("href", "/premium");
});

test("blocking: the blocked member is refused with the product's text; unblocking gives access back", async ({
  page,
  browser,
}, testInfo) => {
  const [blockerId, blockedId] = await Promise.all([
    memberIdOf(journeyEmail("blocker", testInfo)),
    memberIdOf(journeyEmail("blocked", testInfo)),
  ]);
  const blockerName = journeyName("blocker", testInfo);
  const blockedName = journeyName("blocked", testInfo);
  await logInAs(page, journeyEmail("blocker", testInfo));
  await page.goto(site(host, `/members/${blockedId}`));
  const unblock = page.getByRole("button", { name: "Unblock" });
  if (await unblock.isVisible()) await unblock.click(); // a retry starts unblocked
  // A like first: blocking removes it.
  await page.getByRole("button", { name: "Like", exact: true }).click();
  await expect(page.getByTestId("like-state")).toBeVisible();
  await page.getByRole("button", { name: "Block" }).click();
  await expect(page.getByText(`You blocked ${blockedName}.`)).toBeVisible();

  const other = await contextFrom(browser, testInfo, "blocked");
  const blockedPage = await other.newPage();
  await logInAs(blockedPage, journeyEmail("blocked", testInfo));
  const refused = await blockedPage.goto(site(host, `/members/${blockerId}`));
  expect(refused?.status()).toBe(403);
  await expect(blockedPage.getByTestId("blocked-by")).toHaveText(
    `You're blocked by ${blockerName}. You do not have access to this page.`
  );
  await blockedPage.goto(site(host, "/likes/received"));
  await expect(blockedPage.getByTestId("member-card").filter({ hasText: blockerName })).toHaveCount(0);

  await page.getByRole("button", { name: "Unblock" }).click();
  await expect(page.getByRole("button", { name: "Block" })).toBeVisible();
  await page.goto(site(host, "/likes/sent"));
  await expect(page.getByTestId("member-card").filter({ hasText: blockedName })).toHaveCount(0);
  const allowed = await blockedPage.goto(site(host, `/members/${blockerId}`));
  expect(allowed?.status()).toBe(200);
  await expect(blockedPage.getByRole("heading", { level: 1 })).toContainText(blockerName);
  await other.close();
});

test("report: the profile's report link opens the complaint form for that member", async ({ page }, testInfo) => {
  const targetId = await memberIdOf(journeyEmail("liked", testInfo));
  await logInAs(page, journeyEmail("reporter", testInfo));
  await page.goto(site(host, `/members/${targetId}`));
  await page.getByRole("link", { name: "Report this member" }).click();
  await expect(page).toHaveURL(site(host, `/complaints?member=${targetId}`));
});
