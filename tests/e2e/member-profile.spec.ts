import { axeViolations, expect, demoLogin, logIn, site, test } from "./support";

// A member's profile screen (/members/{id}), where /members/{id}/signup lands. Member 1 is a
// FlirtHaven demo profile (reference-api/seed); the demo member views it.
const host = "flirthaven.localhost";

test(
  "a visitor may look where the site allows logged-out search, with a sign-up link to like",
  { tag: "@no-js" },
  async ({ page }) => {
    const response = await page.goto(site(host, "/members/1"));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("link", { name: "Like", exact: true })).toHaveAttribute(
      "href",
      "/members/1/signup?need=like"
    );
  }
);

test("shows the member's name, age, place, photos and details", async ({ page, javaScriptEnabled }) => {
  await logIn(page, demoLogin(host));
  await page.goto(site(host, "/members/1"));
  const name = page.getByRole("heading", { level: 1 });
  await expect(name).toHaveText(/^\S+, \d{2}$/);
  const [shown] = (await name.innerText()).split(",");
  await expect(page).toHaveTitle(new RegExp(`${shown} · FlirtHaven`));
  await expect(page.getByRole("img", { name: new RegExp(`^Photo 1 of \\d+ of ${shown}$`) })).toBeVisible();
  await expect(page.getByText(/^\d+ photos?$/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: `About ${shown}` })).toBeVisible();
  await expect(page.getByText("Gender", { exact: true })).toBeVisible();
  if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]); // axe runs as a script
});

test("an unknown member is the 404 page", async ({ page }) => {
  await logIn(page, demoLogin(host));
  const response = await page.goto(site(host, "/members/999999999"));
  expect(response?.status()).toBe(404);
  await expect(page.getByText("This page could not be found")).toBeVisible();
});
