import { expect, MEMBERS_HOST as host, test } from "./members";
import { site } from "./support";

// docs/product.md#swipe-game: the swipe game allows 4 likes a day. A new member plays to the limit.

test("is for members: a visitor is sent to the login and back", { tag: "@no-js" }, async ({ page }) => {
  await page.goto(site(host, "/swipe-game"));
  await expect(page).toHaveURL(site(host, "/login?redirectTo=%2Fswipe-game"));
});

test(
  "plays to the day's 4 likes, then says when likes come back and offers premium",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled, members }) => {
    await (await members.create({ label: "swiper" })).signIn(page);
    await page.goto(site(host, "/members"));
    await page.getByRole("link", { name: "Swipe game" }).first().click();
    await expect(page).toHaveURL(site(host, "/swipe-game"));
    await expect(page.getByRole("heading", { level: 1, name: "Swipe game" })).toBeVisible();
    const left = page.getByTestId("likes-left");
    const limit = page.getByTestId("swipe-limit");

    // A pass never counts against the likes.
    if (await page.getByTestId("swipe-card").isVisible()) {
      const before = await left.innerText();
      const first = await page.getByTestId("swipe-card").getByRole("heading").innerText();
      await page.getByRole("button", { name: "Pass" }).click();
      await expect(page.getByTestId("swipe-card").getByRole("heading")).not.toHaveText(first);
      await expect(left).toHaveText(before);
    }

    for (let i = 0; i < 4 && !(await limit.isVisible()); i++) {
      const name = await page.getByTestId("swipe-card").getByRole("heading").innerText();
      if (javaScriptEnabled && i % 2 === 1) await page.keyboard.press("ArrowRight");
      else await page.getByRole("button", { name: "Like", exact: true }).click();
      await expect(page.getByTestId("swipe-card").getByRole("heading")).not.toHaveText(name);
    }

    await expect(limit).toBeVisible();
    await expect(limit).toContainText("You have used today's likes");
    await expect(limit).toContainText(/Your new likes arrive on .*\d{2}:\d{2}/);
    await expect(limit.getByRole("link", { name: "Get Premium" })).toHaveAttribute("href", "/premium");
    await expect(left).toHaveText("0 likes left today");
    if (await page.getByTestId("swipe-card").isVisible())
      await expect(page.getByRole("button", { name: "Like", exact: true })).toBeDisabled();
    if (javaScriptEnabled) await expect(page.getByTestId("swipe-hint")).toContainText("←");
  }
);

// The game is played with the buttons: they sit on the first screen with the card, on a laptop
// and on phones (above the tab bar), also while a match note is shown.
for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
  { width: 375, height: 667 },
]) {
  test(`the card and its Like and Pass buttons fit a ${width}×${height} screen`, async ({
    page,
    members,
  }, testInfo) => {
    await page.setViewportSize({ width, height });
    // A match to show: the two like each other.
    const admirer = await members.create({ label: "admirer", gender: "male" });
    const looker = await members.create({ label: "looker", likes: [admirer.id], likedBy: [admirer.id] });
    const admirerId = admirer.id;
    await looker.signIn(page);
    await page.goto(site(host, "/members"));
    // On phones the navigation is a tab bar at the bottom of the screen: the buttons sit above it.
    const tabBar = await page.getByRole("navigation", { name: "Main" }).getByRole("list").first().boundingBox();
    const visibleBottom = tabBar && tabBar.y > height / 2 ? tabBar.y : height;
    for (const pathname of ["/swipe-game", `/swipe-game?match=${admirerId}`]) {
      await page.goto(site(host, pathname));
      await expect(page.getByTestId("swipe-card")).toBeVisible();
      if (pathname.includes("match")) await expect(page.getByTestId("swipe-match")).toBeVisible();
      for (const name of ["Pass", "Like"]) {
        const box = (await page.getByRole("button", { name, exact: true }).boundingBox())!;
        expect(box.y, `${name} at ${pathname}`).toBeGreaterThan(0);
        expect(box.y + box.height, `${name} at ${pathname}`).toBeLessThanOrEqual(visibleBottom);
      }
      await page.screenshot({
        path: testInfo.outputPath(`swipe-${width}${pathname.includes("match") ? "-match" : ""}.png`),
      });
    }
  });
}
