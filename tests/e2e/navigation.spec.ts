import { expect, test, demoLogin, logIn, site, waitForHydration } from "./support";
import { test as membersTest } from "./members";

test("a logged-in member's navigation: badges from chats and likes, Get Premium, account menu, title prefix", async ({
  page,
}) => {
  // The demo member of this site is alone in this test run: nobody else reads its messages.
  const host = "curvycrush.localhost";
  await logIn(page, demoLogin(host));
  const nav = page.getByRole("navigation", { name: "Main menu" });
  await expect(nav.getByRole("link", { name: "Search members" })).toHaveAttribute("href", "/members");
  // The seed: three conversations with 1, 2 and 3 unread messages, and an unread gift from a match.
  await expect(nav.getByRole("link", { name: /Messages/ }).getByLabel("7 unread messages")).toHaveText("7");
  await expect(nav.getByRole("link", { name: /Likes/ }).getByLabel("4 new likes")).toHaveText("4");
  // Never paid: Get Premium instead of credits.
  await expect(nav.getByRole("link", { name: "Get Premium" })).toHaveAttribute("href", "/premium");
  await expect(nav.getByRole("link", { name: /^Credits/ })).toHaveCount(0);
  // Unread messages + new likes prefix the title.
  await expect(page).toHaveTitle(/^\(11\) /);

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

// The 200 ms throttle and the 500 ms hide are checked on a fake clock in
// app/components/progress-bar.test.tsx; here the browser shows the bar while a navigation is held.
test("a slow navigation shows the progress bar until the page arrives, then hides it", async ({ page }) => {
  await page.goto(site("flirthaven.localhost"));
  await waitForHydration(page);
  // The login page's data is held until the test lets it through: the navigation is as slow as
  // the test needs, whatever the machine's speed.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/login" && url.searchParams.has("_data"),
    async (route) => {
      await released;
      await route.continue();
    }
  );
  // Every phase change, in order, recorded in the page so that none is missed between polls.
  await page.evaluate(() => {
    const bar = document.querySelector('[role="progressbar"]')!;
    const w = window as unknown as { phases: (string | null)[] };
    w.phases = [];
    new MutationObserver(() => w.phases.push(bar.getAttribute("data-phase"))).observe(bar, {
      attributes: true,
      attributeFilter: ["data-phase"],
    });
  });
  const bar = page.getByRole("progressbar", { includeHidden: true });
  await expect(bar).toHaveAttribute("data-phase", "hidden");
  await expect(bar).toHaveAttribute("aria-hidden", "true");

  const dataRequested = page.waitForRequest((r) => new URL(r.url()).pathname === "/login");
  await page.getByRole("banner").getByRole("link", { name: "Log in" }).click();
  await dataRequested;
  // Held: the bar runs and the old page stays.
  await expect(bar).toHaveAttribute("data-phase", "running");
  await expect(page.getByRole("progressbar", { name: "Loading" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Log in" })).toHaveCount(0);

  const dataAnswered = page.waitForResponse((r) => new URL(r.url()).pathname === "/login");
  release();
  await dataAnswered;
  await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
  await expect(bar).toHaveAttribute("data-phase", "hidden");
  await expect(bar).toHaveAttribute("aria-hidden", "true");
  const phases = await page.evaluate(() => (window as unknown as { phases: string[] }).phases);
  expect(phases).toEqual(["running", "done", "hidden"]);
});

test("a visitor finds the signup from the home page and from the login page", { tag: "@no-js" }, async ({ page }) => {
  await page.goto(site("flirthaven.localhost"));
  // The home page holds the signup's first step; it carries on into /signup.
  const first = page.getByTestId("lander-signup");
  await first.getByRole("group", { name: "I am" }).getByRole("radio", { name: "a woman" }).check();
  await first.getByRole("group", { name: "My orientation" }).getByRole("radio", { name: "Straight" }).check();
  await first.getByRole("button", { name: "Continue – it's free" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign up" })).toBeVisible();
  await expect(page.getByText("Step 2 of 5")).toBeVisible();
  await page.goto(site("flirthaven.localhost", "/login"));
  await expect(page.getByText("No account yet?")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign up" })).toBeVisible();
});

test("a client navigation keeps the member's header data; a form post refreshes it", async ({ page }) => {
  const host = "flirthaven.localhost";
  await logIn(page, demoLogin(host));
  await waitForHydration(page);
  const rootLoads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).searchParams.get("_data") === "root") rootLoads.push(request.url());
  });

  // Page to page: only the page's own loader runs, the member in the header stays.
  await page.getByTestId("account-menu").click();
  await page.getByRole("link", { name: "My profile" }).click();
  await expect(page).toHaveURL(site(host, "/profile"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(rootLoads).toEqual([]);

  // A form post (logging out) runs the root loader again: the header shows the visitor's view.
  await page.getByTestId("account-menu").click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
  expect(rootLoads.length).toBeGreaterThan(0);
});

membersTest.describe("on a phone (375 px)", () => {
  membersTest.use({ viewport: { width: 375, height: 667 } });

  membersTest(
    "the member's header stays on one row and every tab label fits, in all twelve languages",
    async ({ page, members }) => {
      // FlirtHaven offers all twelve languages; the longest labels decide.
      // A member of this test only: the language it chooses is kept in its profile.
      await (await members.create({ site: "flirthaven.localhost" })).signIn(page);
      await page.goto(site("flirthaven.localhost", "/members"));
      const centre = async (selector: string) => {
        const box = (await page.locator(selector).first().boundingBox())!;
        return box.y + box.height / 2;
      };
      const languages = ["da", "de", "en", "en-US", "es", "fi", "fr", "it", "nb", "nl", "pl", "sv"];
      for (const lng of languages) {
        await page.goto(site("flirthaven.localhost", "/lang-config"));
        await page.locator(`main button[name=lng][value="${lng}"]`).click();
        await expect(page.locator("html")).toHaveAttribute("lang", lng);
        await page.goto(site("flirthaven.localhost", "/members"));
        const logo = await centre("header a");
        expect(
          Math.abs((await centre("[data-testid=account-menu]")) - logo),
          `${lng}: account menu beside the logo`
        ).toBeLessThan(4);
        const upsell = 'header a[href="/premium"], header a[href="/credits"]';
        expect(Math.abs((await centre(upsell)) - logo), `${lng}: premium or credits beside the logo`).toBeLessThan(4);
        const tabs = page.getByRole("navigation").locator("ul").first().getByRole("link");
        await expect(tabs).toHaveCount(4);
        for (const tab of await tabs.all()) {
          const fits = await tab.evaluate((link) => {
            const label = [...link.querySelectorAll("span")].find(
              (span) => span.offsetParent !== null && !span.dataset.testid
            );
            return Boolean(label) && link.scrollWidth <= link.clientWidth && label!.getClientRects().length === 1;
          });
          expect(fits, `${lng}: "${await tab.innerText()}" fits its tab on one line`).toBe(true);
        }
      }
    }
  );
});
