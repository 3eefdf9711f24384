import { expect, test, logIn, site, waitForHydration } from "./support";

test("a logged-in member's navigation: badges from chats and likes, Get Premium, account menu, title prefix", async ({
  page,
}) => {
  // The demo member of this site is alone in this test run: nobody else reads its messages.
  const host = "curvycrush.localhost";
  await logIn(page, host);
  const nav = page.getByRole("navigation", { name: "Main menu" });
  await expect(nav.getByRole("link", { name: "Search members" })).toHaveAttribute("href", "/members");
  await expect(nav.getByRole("link", { name: /Messages/ }).getByLabel("6 unread messages")).toHaveText("6");
  await expect(nav.getByRole("link", { name: /Likes/ }).getByLabel("4 new likes")).toHaveText("4");
  // Never paid: Get Premium instead of credits.
  await expect(nav.getByRole("link", { name: "Get Premium" })).toHaveAttribute("href", "/premium");
  await expect(nav.getByRole("link", { name: /^Credits/ })).toHaveCount(0);
  // Unread messages + new likes prefix the title.
  await expect(page).toHaveTitle(/^\(10\) /);

  await page.getByTestId("account-menu").click();
  await expect(page.getByRole("link", { name: "My profile" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Settings" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
});

test("a visitor sees a Login button and no member navigation", async ({ page }) => {
  await page.goto(site("curvycrush.localhost"));
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main menu" })).toHaveCount(0);
  await expect(page).not.toHaveTitle(/^\(\d+\)/);
});

test.describe("footer", () => {
  test("the home page has the full footer, with the US statement in English", async ({ page }) => {
    await page.goto(site("flirthaven.localhost"));
    const footer = page.getByTestId("footer-full");
    for (const name of [
      "Terms and conditions",
      "Privacy policy",
      "Cookie policy",
      "FAQ",
      "Return policy",
      "Customer service",
      "Bans and blocked accounts",
      "Pricing",
      "Complaints",
    ]) {
      await expect(footer.getByRole("link", { name })).toBeVisible();
    }
    await expect(footer.getByTestId("us-footer")).toContainText("18 U.S.C. 2257");
    await expect(footer).toContainText("operated by Amora Digital B.V.");
    await expect(footer).toContainText(/© \d{4} Amora Digital B\.V\. All rights reserved\./);
  });

  test("other pages have the compact footer", async ({ page }) => {
    await page.goto(site("flirthaven.localhost", "/login"));
    await expect(page.getByTestId("footer-compact").getByRole("link", { name: "Pricing" })).toHaveAttribute(
      "href",
      "/pricing"
    );
    await expect(page.getByTestId("footer-full")).toHaveCount(0);
    await expect(page.getByTestId("us-footer")).toHaveCount(0);
  });

  test.describe("in Dutch", () => {
    test.use({ locale: "nl-NL" });
    test("there is no US statement", async ({ page }) => {
      await page.goto(site("flirthaven.localhost"));
      await expect(page.getByTestId("footer-full").getByRole("link", { name: "Algemene voorwaarden" })).toBeVisible();
      await expect(page.getByTestId("us-footer")).toHaveCount(0);
    });
  });
});

test("a slow navigation shows the progress bar after 200 ms and hides it after the page arrives", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "client-side navigation only");
  await page.goto(site("flirthaven.localhost"));
  await waitForHydration(page);
  await page.route("**/login?_data=*", async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  // Record every phase change with its time after the click: timing read in the page, not by
  // polling from the test, so a slow machine cannot blur the 200 ms throttle.
  await page.evaluate(() => {
    const bar = document.querySelector('[role="progressbar"]')!;
    const w = window as unknown as { phases: { phase: string | null; ms: number }[]; clickAt: number };
    w.phases = [];
    document.addEventListener("click", () => (w.clickAt = performance.now()), { capture: true, once: true });
    new MutationObserver(() =>
      w.phases.push({ phase: bar.getAttribute("data-phase"), ms: performance.now() - w.clickAt })
    ).observe(bar, { attributes: true, attributeFilter: ["data-phase"] });
  });
  const bar = page.getByRole("progressbar", { includeHidden: true });
  await expect(bar).toHaveAttribute("data-phase", "hidden");
  await page.getByRole("banner").getByRole("link", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
  await expect(bar).toHaveAttribute("data-phase", "hidden", { timeout: 3000 });
  const phases = await page.evaluate(() => (window as unknown as { phases: { phase: string; ms: number }[] }).phases);
  expect(phases.map((p) => p.phase)).toEqual(["running", "done", "hidden"]);
  expect(phases[0].ms).toBeGreaterThanOrEqual(195); // throttled: nothing for the first 200 ms
  expect(phases[2].ms - phases[1].ms).toBeGreaterThanOrEqual(495); // hides 500 ms after the page arrives
});

test("a visitor finds the signup from the home page and from the login page", async ({ page }) => {
  await page.goto(site("flirthaven.localhost"));
  await page.getByRole("main").getByRole("link", { name: "Join for free" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign up" })).toBeVisible();
  await page.goto(site("flirthaven.localhost", "/login"));
  await expect(page.getByText("No account yet?")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign up" })).toBeVisible();
});
