import { contextFrom, expect, site, test, waitForHydration } from "./support";
import { advanceApiClock } from "./mailbox";
import {
  journeyEmail,
  journeyName,
  logInAs,
  memberIdOf,
  membersHost as host,
  operatedProfilesFor,
} from "./members-support";

// Likes and matches between two journey members of the same project (docs/product.md#likes-and-matches).
test("a like, a like back and the match; the like seen clears the badge; unlike ends the match", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(60_000); // two members, two logins, a dozen pages
  const [likerId, likedId] = await Promise.all([
    memberIdOf(journeyEmail("liker", testInfo)),
    memberIdOf(journeyEmail("liked", testInfo)),
  ]);
  const likerName = journeyName("liker", testInfo);
  const likedName = journeyName("liked", testInfo);

  // The liker likes.
  await logInAs(page, journeyEmail("liker", testInfo));
  await page.goto(site(host, `/members/${likedId}`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(likedName);
  const unlike = page.getByRole("button", { name: /^Remove like/ });
  if (await unlike.isVisible()) await unlike.click(); // a retry starts from no like
  await page.getByRole("button", { name: "Like", exact: true }).click();
  await expect(page.getByTestId("like-state")).toHaveText(`You like ${likedName}.`);
  await page.goto(site(host, "/likes/sent"));
  await expect(page.getByRole("link", { name: new RegExp(likedName) })).toBeVisible();

  // The liked member sees a new like, opens it, and the badge drops at once.
  const other = await contextFrom(browser, testInfo, "liked");
  const likedPage = await other.newPage();
  await logInAs(likedPage, journeyEmail("liked", testInfo));
  const likesLink = likedPage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Likes/ });
  await expect(likesLink.getByTestId("badge")).toHaveText("1");
  // The title counts unread messages too (other journeys send this member gifts).
  const titleCount = async () => Number((await likedPage.title()).match(/^\((\d+)\) /)?.[1] ?? 0);
  const before = await titleCount();
  expect(before).toBeGreaterThanOrEqual(1);
  await likedPage.goto(site(host, "/likes"));
  const card = likedPage.getByTestId("member-card").filter({ hasText: likerName });
  await expect(card).toContainText("New");
  await card.getByRole("link").click();
  await expect(likedPage).toHaveURL(site(host, `/likes/m/${likerId}`));
  await expect(likesLink.getByTestId("badge")).toHaveCount(0);
  await expect.poll(titleCount).toBe(before - 1);

  // Liking back makes a match, on both sides.
  await likedPage.getByRole("button", { name: "Like", exact: true }).click();
  await expect(likedPage.getByTestId("match-state")).toHaveText(`It's a match! You and ${likerName} like each other.`);
  await likedPage.goto(site(host, "/likes/matches"));
  await expect(likedPage.getByTestId("member-card").filter({ hasText: likerName })).toBeVisible();
  await page.goto(site(host, "/likes/matches"));
  await expect(page.getByTestId("member-card").filter({ hasText: likedName })).toBeVisible();

  // Unliking ends the match; the other's like stays.
  await page.goto(site(host, `/members/${likedId}`));
  await page.getByRole("button", { name: /^Remove like/ }).click();
  await expect(page.getByRole("button", { name: "Like", exact: true })).toBeVisible();
  await page.goto(site(host, "/likes/matches"));
  await expect(page.getByTestId("likes-empty")).toBeVisible();
  await page.goto(site(host, "/likes/received"));
  await expect(page.getByTestId("member-card").filter({ hasText: likedName })).toBeVisible();
  await other.close();
});

test("the match popup: a seed profile likes back a while after the like; the popup announces it, its photo opens the profile", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.skip(!javaScriptEnabled, "the popup is shown by the page's script");
  const email = journeyEmail("popper", testInfo);
  // An operator profile that will like this member back (a retry takes the next one, as a
  // like-back is announced once).
  const profile = (await operatedProfilesFor(email)).find((p) => p.likesBack)!;
  await logInAs(page, email);
  await page.goto(site(host, `/members/${profile.id}`));
  const profileUrl = page.url();
  // The page's script must be running before the click: a like posted as a plain form would leave
  // the announcement to the old page.
  await waitForHydration(page);
  await page.getByRole("button", { name: "Like", exact: true }).click();
  // Not at once: a like, no match yet.
  await expect(page.getByTestId("like-state")).toHaveText(`You like ${profile.name}.`);

  // A while later the profile likes back; the next profile screen announces it.
  await advanceApiClock(profile.delayMs + 1_000);
  await page.reload();
  const popup = page.getByTestId("match-popup");
  await expect(popup.getByRole("heading", { name: "New like!" })).toBeVisible();
  await expect(popup).toContainText(`${profile.name} likes you too.`);
  await popup.getByRole("link", { name: `Open the profile of ${profile.name}` }).click();
  await expect(page).toHaveURL(profileUrl);
  await expect(page.getByTestId("match-state")).toBeVisible();
});

test("the like modal: t seconds after a page opened with ?t=, the member named by lb; t leaves the URL", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.skip(!javaScriptEnabled, "the modal is shown by the page's script");
  const likedId = await memberIdOf(journeyEmail("liked", testInfo));
  await logInAs(page, journeyEmail("finder", testInfo));
  const opened = Date.now();
  await page.goto(site(host, `/members?t=2&lb=${likedId}`));
  const modal = page.getByTestId("like-modal");
  await expect(modal).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - opened).toBeGreaterThanOrEqual(2000);
  await expect(page).not.toHaveURL(/[?&]t=/);
  await modal
    .getByRole("link", { name: new RegExp(journeyName("liked", testInfo)) })
    .first()
    .click();
  await expect(page).toHaveURL(site(host, `/members/${likedId}`));
});
