import { expect, test, demoLogin, logIn, site, unknownEmail } from "./support";

// Every test here posts the login form: each runs with and without JavaScript (@no-js).
const host = "flirthaven.localhost";

test("a demo member logs in, sees who is logged in, and logs out", { tag: "@no-js" }, async ({ page }) => {
  await logIn(page, demoLogin(host)); // fills the login form and lands on /members
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find members");
  await expect(page.getByTestId("logged-in-as")).toContainText("Logged in as");

  await page.getByTestId("account-menu").click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(site(host, "/"));
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
  await expect(page.getByTestId("logged-in-as")).toHaveCount(0);

  // The member's own pages are closed again.
  await page.goto(site(host, "/profile"));
  await expect(page).toHaveURL(site(host, "/login?redirectTo=%2Fprofile"));
});

test(
  "a wrong password shows the product's text and keeps the e-mail typed",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled }) => {
    const email = unknownEmail(); // the API answers an unknown address and a wrong password alike
    await page.goto(site(host, "/login"));
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Log in" }).click();

    await expect(page.getByText("Login failed, please try again")).toBeVisible();
    await expect(page.getByLabel("E-mail address")).toHaveValue(email);
    // The server never sends a password back; with JavaScript the field simply keeps its value.
    if (!javaScriptEnabled) await expect(page.getByLabel("Password")).toHaveValue("");
    await expect(page.getByTestId("logged-in-as")).toHaveCount(0);
  }
);

test(
  "an invalid e-mail address reads 'Invalid email' and keeps what was typed",
  { tag: "@no-js" },
  async ({ page }) => {
    await page.goto(site(host, "/login"));
    await page.getByLabel("E-mail address").fill("someone@@example");
    await page.getByLabel("Password").fill("whatever");
    await page.getByRole("button", { name: "Log in" }).click();

    await expect(page.getByText("Invalid email")).toBeVisible();
    await expect(page.getByLabel("E-mail address")).toHaveValue("someone@@example");
  }
);

test(
  "after login the member returns to the page that asked for it, never to another site",
  { tag: "@no-js" },
  async ({ page }) => {
    const { email, password } = demoLogin(host);
    await page.goto(site(host, "/login?redirectTo=" + encodeURIComponent("//evil.example/steal")));
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(site(host, "/members"));
  }
);
