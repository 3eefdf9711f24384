import { expect, MEMBERS_HOST as host, test } from "./members";
import { site } from "./support";

// The match finder: four questions, then ranked suggestions; the answers are the page's URL.

test("is for members: a visitor is sent to the login and back", { tag: "@no-js" }, async ({ page }) => {
  await page.goto(site(host, "/match-finder"));
  await expect(page).toHaveURL(site(host, "/login?redirectTo=%2Fmatch-finder"));
});

test(
  "answers the questions and shows ranked suggestions that survive a reload",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled, members }) => {
    await (await members.create({ label: "finder" })).signIn(page);
    await page.goto(site(host, "/members"));
    await page.getByRole("link", { name: "Match finder" }).first().click();
    await expect(page).toHaveURL(site(host, "/match-finder"));

    await page.getByRole("radio", { name: "Women" }).check();
    if (javaScriptEnabled) {
      // One question at a time: the next one shows after Next.
      await expect(page.getByText("Question 1 of 4")).toBeVisible();
      await expect(page.getByLabel("From age", { exact: true })).toBeHidden();
      await page.getByRole("button", { name: "Next" }).click();
    }
    // Two number fields without JavaScript, two handles on one track with it.
    await expect(page.getByLabel("From age", { exact: true })).toHaveAttribute(
      "type",
      javaScriptEnabled ? "range" : "number"
    );
    await page.getByLabel("From age", { exact: true }).fill("25");
    await page.getByLabel("To age", { exact: true }).fill("60");
    if (javaScriptEnabled) await page.getByRole("button", { name: "Next" }).click();
    if (javaScriptEnabled) await page.getByRole("button", { name: "Next" }).click();
    const interests = page.getByRole("group", { name: "What do you enjoy?" }).getByRole("checkbox");
    await interests.nth(0).check();
    await interests.nth(1).check();
    await page.getByRole("button", { name: "Show my matches" }).click();

    await expect(page).toHaveURL(/\/match-finder\?gender=female&min_age=25&max_age=60.*interests=/);
    const results = page.getByRole("list", { name: "Your best matches" });
    await expect(results.getByTestId("member-card").first()).toBeVisible();
    const scores = await results.getByTestId("match-score").allInnerTexts();
    const numbers = scores.map((s) => Number(s.match(/\d+/)?.[0]));
    expect(numbers.length).toBeGreaterThan(0);
    expect([...numbers].sort((a, b) => b - a)).toEqual(numbers);

    const url = page.url();
    await page.reload();
    expect(page.url()).toBe(url);
    await expect(results.getByTestId("match-score")).toHaveText(scores);
  }
);
