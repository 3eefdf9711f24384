import type { Request } from "@playwright/test";
import { expect, test } from "./members";
import { contextFrom, waitForHydration } from "./support";

// Likes and matches between two members (docs/product.md#likes-and-matches).
test(
  "a like, a like back and the match; the like seen clears the badge; unlike ends the match",
  { tag: "@no-js" },
  async ({ page, browser, members }, testInfo) => {
    const [liker, liked] = await Promise.all([
      members.create({ label: "liker" }),
      members.create({ label: "liked", gender: "male" }),
    ]);
    const [likerName, likedName] = [liker.name, liked.name];

    // The liker likes.
    await liker.signIn(page);
    await page.goto(liker.url(`/members/${liked.id}`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(likedName);
    await page.getByRole("button", { name: "Like", exact: true }).click();
    await expect(page.getByTestId("like-state")).toHaveText(`You like ${likedName}.`);
    await page.goto(liker.url("/likes/sent"));
    await expect(page.getByRole("link", { name: new RegExp(likedName) })).toBeVisible();

    // The liked member sees a new like, opens it, and the badge drops at once.
    const other = await contextFrom(browser, testInfo, "liked");
    const likedPage = await other.newPage();
    await liked.signIn(likedPage);
    await likedPage.goto(liker.url("/members"));
    const likesLink = likedPage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Likes/ });
    await expect(likesLink.getByTestId("badge")).toHaveText("1");
    // The title counts unread messages and new likes.
    const titleCount = async () => Number((await likedPage.title()).match(/^\((\d+)\) /)?.[1] ?? 0);
    const before = await titleCount();
    expect(before).toBeGreaterThanOrEqual(1);
    await likedPage.goto(liker.url("/likes"));
    const card = likedPage.getByTestId("member-card").filter({ hasText: likerName });
    await expect(card).toContainText("New");
    await card.getByRole("link").click();
    await expect(likedPage).toHaveURL(liker.url(`/likes/m/${liker.id}`));
    await expect(likesLink.getByTestId("badge")).toHaveCount(0);
    await expect.poll(titleCount).toBe(before - 1);

    // Liking back makes a match, on both sides.
    await likedPage.getByRole("button", { name: "Like", exact: true }).click();
    await expect(likedPage.getByTestId("match-state")).toHaveText(
      `It's a match! You and ${likerName} like each other.`
    );
    await likedPage.goto(liker.url("/likes/matches"));
    await expect(likedPage.getByTestId("member-card").filter({ hasText: likerName })).toBeVisible();
    await page.goto(liker.url("/likes/matches"));
    await expect(page.getByTestId("member-card").filter({ hasText: likedName })).toBeVisible();

    // Unliking ends the match; the other's like stays.
    await page.goto(liker.url(`/members/${liked.id}`));
    await page.getByRole("button", { name: /^Remove like/ }).click();
    await expect(page.getByRole("button", { name: "Like", exact: true })).toBeVisible();
    await page.goto(liker.url("/likes/matches"));
    await expect(page.getByTestId("likes-empty")).toBeVisible();
    await page.goto(liker.url("/likes/received"));
    await expect(page.getByTestId("member-card").filter({ hasText: likedName })).toBeVisible();
    await other.close();
  }
);

test("the match popup: an operated profile likes back a while after the like; the popup announces it, its photo opens the profile", async ({
  page,
  members,
}) => {
  const popper = await members.create({ label: "popper" });
  // An operated profile that will like this member back, a while after the like.
  const profile = await members.operatedFor(popper, { likesBack: true });
  await popper.signIn(page);
  // The page asks auto-like.php once it has loaded and again after the like; each answer is final
  // (a like-back is announced once), so the clock moves only after both asks were answered.
  let autoLikeAsks = 0;
  const countAsk = (request: Request) => {
    if (new URL(request.url()).pathname === "/resources/auto-like") autoLikeAsks++;
  };
  page.on("requestfinished", countAsk);
  page.on("requestfailed", countAsk);
  await page.goto(popper.url(`/members/${profile.id}`));
  const profileUrl = page.url();
  // The page's script must be running before the click: a like posted as a plain form would leave
  // the announcement to the old page.
  await waitForHydration(page);
  await page.getByRole("button", { name: "Like", exact: true }).click();
  // Not at once: a like, no match yet.
  await expect(page.getByTestId("like-state")).toHaveText(`You like ${profile.name}.`);
  await expect.poll(() => autoLikeAsks).toBeGreaterThanOrEqual(2);

  // A while later (on the member's own clock) the profile likes back; the next profile screen
  // announces it, once its script runs (a loaded machine may take seconds to get there).
  await popper.advanceClock(profile.delayMs + 1_000);
  await page.reload();
  await waitForHydration(page);
  const popup = page.getByTestId("match-popup");
  await expect(popup.getByRole("heading", { name: "New like!" })).toBeVisible();
  await expect(popup).toContainText(`${profile.name} likes you too.`);
  await popup.getByRole("link", { name: `Open the profile of ${profile.name}` }).click();
  await expect(page).toHaveURL(profileUrl);
  await expect(page.getByTestId("match-state")).toBeVisible();
});

test("the like modal: t seconds after a page opened with ?t=, the member named by lb; t leaves the URL", async ({
  page,
  members,
}) => {
  const [finder, liked] = await Promise.all([members.create({ label: "finder" }), members.create({ label: "liked" })]);
  await finder.signIn(page);
  const opened = Date.now();
  await page.goto(finder.url(`/members?t=2&lb=${liked.id}`));
  const modal = page.getByTestId("like-modal");
  await expect(modal).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - opened).toBeGreaterThanOrEqual(2000);
  await expect(page).not.toHaveURL(/[?&]t=/);
  await modal
    .getByRole("link", { name: new RegExp(liked.name) })
    .first()
    .click();
  await expect(page).toHaveURL(finder.url(`/members/${liked.id}`));
});
