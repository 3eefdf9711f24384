import { expect, test } from "./members";
import { waitForHydration } from "./support";

// Profiles the site's team operates are marked wherever they are seen, as the terms promise
// (docs/product.md#sites-and-niches: fictional_icon and the settings' fictional_warning, singular and plural).
const SINGULAR = "This profile is operated by our team for entertainment.";
const PLURAL = "Some profiles are operated by our team for entertainment.";

test("operated profiles carry the mark on cards, their profile and their conversation; members do not", async ({
  page,
  members,
}) => {
  const [looker, admirer, operated] = await Promise.all([
    members.create({ label: "looker" }),
    members.create({ label: "admirer", gender: "male" }),
    members.operated(),
  ]);
  const site = (pathname: string) => looker.url(pathname);
  await looker.writeTo(operated, "Hello, are you real?");
  await looker.signIn(page);

  // The profile says it under the name; a member's profile says nothing of the kind. (The related
  // profiles under it may hold operated ones: the list's plural is theirs.)
  const singular = page.getByTestId("operated-note").filter({ hasText: SINGULAR });
  await page.goto(site(`/members/${operated.id}`));
  await expect(singular).toBeVisible();
  expect(await singular.evaluate((note) => note.previousElementSibling?.tagName)).toBe("H1");
  await page.goto(site(`/members/${admirer.id}`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(admirer.name);
  await expect(singular).toHaveCount(0);

  // The conversation says it under the top bar; its row in the list beside it carries the mark,
  // named for screen readers, and the list explains the mark.
  await page.goto(site(`/members/${operated.id}/chat`));
  await expect(page.getByTestId("partner").locator("..").getByTestId("operated-note")).toHaveText(SINGULAR);
  const row = page.getByTestId("chat-row").filter({ hasText: operated.name });
  await expect(row.getByTestId("operated-mark")).toHaveAttribute("title", SINGULAR);
  await expect(row.getByRole("link").first()).toHaveAccessibleName(new RegExp(SINGULAR.replace(".", "\\.")));
  await expect(page.getByTestId("chat-list").getByTestId("operated-note")).toHaveText(PLURAL);

  // A member's card is not marked (the admirer's like lists it among the looker's likes), and a
  // list of members only has nothing to explain.
  await admirer.like(looker);
  await page.goto(site("/likes/received"));
  const member = page.getByTestId("member-card").filter({ hasText: admirer.name });
  await expect(member).toBeVisible();
  await expect(member.getByTestId("operated-mark")).toHaveCount(0);
  await expect(page.getByTestId("operated-note")).toHaveCount(0);

  // The search's last page holds the seed's profiles: marked, and the list explains the mark.
  await page.goto(site("/members?gender=&min_age=&max_age="));
  const lastPage = page.getByRole("navigation", { name: "Result pages" }).getByRole("link").last();
  await page.goto(site((await lastPage.getAttribute("href"))!));
  await expect(page.getByTestId("member-card").first().getByTestId("operated-mark")).toBeVisible();
  await expect(page.getByTestId("operated-note")).toHaveText(PLURAL);
});

// Operated profiles answer a like as a person would: some never, the others a while later (the
// reference API's rule, docs/decisions/015). The like-back then comes like anyone's: the likes badge
// counts it and the likes page lists the match.
test(
  "an operated profile likes back only sometimes, and a while after the like, never at once",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled, members }) => {
    const wooer = await members.create({ label: "wooer" });
    const site = (pathname: string) => wooer.url(pathname);
    const [willing, shy] = await Promise.all([
      members.operatedFor(wooer, { likesBack: true }),
      members.operatedFor(wooer, { likesBack: false }),
    ]);
    await wooer.signIn(page);
    for (const profile of [willing, shy]) {
      await page.goto(site(`/members/${profile.id}`));
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByRole("button", { name: "Like", exact: true }).click();
      await expect(page.getByTestId("like-state")).toHaveText(`You like ${profile.name}.`);
    }
    const likesBadge = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: /^Likes/ })
      .getByTestId("badge");
    // The conversation list follows the member's live events: open, and listening, before the like-back.
    const listening = javaScriptEnabled && page.waitForResponse((r) => r.url().endsWith("/resources/events"));
    await page.goto(site("/chats"));
    if (listening) await listening;
    const before = (await likesBadge.count()) ? Number(await likesBadge.innerText()) : 0;

    // The like-back comes due on the member's own clock.
    await wooer.advanceClock(willing.delayMs + 1_000);
    // With JavaScript the open page hears of it at once; without, a later page shows it (the counts a
    // page shows may be a few seconds old: docs/web-tier.md).
    if (javaScriptEnabled) await expect(likesBadge).toHaveText(String(before + 1));
    else
      await expect
        .poll(
          async () => {
            await page.reload();
            return (await likesBadge.count()) ? Number(await likesBadge.innerText()) : 0;
          },
          { timeout: 20_000 }
        )
        .toBe(before + 1);
    await page.goto(site("/likes/matches"));
    await expect(page.getByTestId("member-card").filter({ hasText: willing.name })).toBeVisible();
    await expect(page.getByTestId("member-card").filter({ hasText: shy.name })).toHaveCount(0);
    await page.goto(site(`/members/${shy.id}`));
    await expect(page.getByTestId("like-state")).toHaveText(`You like ${shy.name}.`);
  }
);
