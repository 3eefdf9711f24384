import type { Page } from "@playwright/test";
import { expect, test } from "./members";
import { site } from "./support";
import {
  logInAsNewMember,
  payHost,
  profileWithLockedPhotos,
  providerAction,
  startPayment,
  type PayMember,
} from "./payment-members";

/**
 * No link of the navigation, the footer, the premium alerts (locked photos, the swipe game's
 * limit, the chat's "not enough credits") or the account-deletion offer leads to a 404: every one is followed and must answer a
 * page (docs/product.md#navigation).
 */

const api = (path: string) => `${process.env.E2E_API_URL}${path}?forced-domain=${payHost}`;

/** The site's own links inside `scope` on the page shown. */
async function linksIn(page: Page, scope: string): Promise<string[]> {
  // The scope's links are there once the page has drawn them (a slow machine may still be loading).
  await expect(page.locator(`${scope} a[href^="/"]`).first(), `links in ${scope} of ${page.url()}`).toBeAttached();
  const hrefs = await page.locator(`${scope} a[href^="/"]`).evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
  return hrefs;
}

/** Opens each link as the member (redirects followed) and expects a page, never the 404. */
async function expectAllAnswer(page: Page, hrefs: string[]) {
  const probe = await page.context().newPage();
  const broken: string[] = [];
  for (const href of new Set(hrefs)) {
    const res = await probe.goto(site(payHost, href));
    if (!res || res.status() >= 400) broken.push(`${href} → ${res?.status()}`);
  }
  await probe.close();
  expect(broken).toEqual([]);
}

/** The member's likes of the day are used up, as four likes in the app would. */
async function useUpSwipes(member: PayMember) {
  for (let i = 0; i < 10; i++) {
    const card = (await (
      await fetch(api("/api/swipe.php"), { headers: { Authorization: `Bearer ${member.token}` } })
    ).json()) as {
      profile: { id: number } | null;
      likes_left: number;
    };
    if (card.likes_left === 0 || !card.profile) return;
    await fetch(api("/api/swipe.php"), {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${member.token}` },
      body: JSON.stringify({ id: card.profile.id, decision: "like" }),
    });
  }
}

test("a visitor's footer links all lead to pages, pricing among them", { tag: "@no-js" }, async ({ page }) => {
  await page.goto(site(payHost, "/"));
  const footer = await linksIn(page, "footer");
  expect(footer).toContain("/pricing");
  await expectAllAnswer(page, footer);
});

test(
  "an unpaid member's navigation, footer, premium alerts and deletion offer all lead to pages",
  { tag: "@no-js" },
  async ({ page }, testInfo) => {
    const member = await logInAsNewMember(page, testInfo, "NL");
    await expect(
      page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Get Premium" })
    ).toBeVisible();
    const hrefs = [...(await linksIn(page, "nav")), ...(await linksIn(page, "footer"))];
    expect(hrefs).toContain("/premium");

    const locked = await profileWithLockedPhotos(member);
    await page.goto(site(payHost, `/members/${locked.id}`));
    hrefs.push(...(await linksIn(page, '[data-testid="locked-photos"]')));

    await useUpSwipes(member);
    await page.goto(site(payHost, "/swipe-game"));
    hrefs.push(...(await linksIn(page, '[data-testid="swipe-limit"]')));

    await page.goto(site(payHost, "/account-delete"));
    await page.getByLabel("Other reason").check();
    await page.getByRole("button", { name: "Continue" }).click();
    const offer = await linksIn(page, '[data-testid="delete-offer"]');
    expect(offer).toEqual(["/credits?offer=delete"]);
    hrefs.push(...offer);

    await expectAllAnswer(page, hrefs);
    // The offer's link brings its personal code to the credits page.
    await page.goto(site(payHost, offer[0]));
    await expect(page.getByLabel("Discount code")).toHaveValue(/^STAY-/);
    await expect(page.getByTestId("discount-note")).toContainText("% off with STAY-");
  }
);

test(
  "a paid member's navigation shows Credits instead of Get Premium, and its links lead to pages",
  { tag: "@no-js" },
  async ({ page }, testInfo) => {
    const member = await logInAsNewMember(page, testInfo, "NL");
    const payment = await startPayment(member, { package: "p0", method: "paypal", country: "NL" });
    await providerAction(payment.checkoutUrl, "pay");
    // Back from the provider: the navigation is drawn as the member is now.
    await page.goto(site(payHost, `/credits/p0/paypal?payment=${payment.id}`));
    await expect(page.getByTestId("payment-completed")).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main menu" });
    await expect(nav.getByRole("link", { name: "Get Premium" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: /^Credits/ })).toBeVisible();
    await expectAllAnswer(page, await linksIn(page, "nav"));
  }
);

test(
  "the chat's out-of-credits alert leads a free member to premium and a paid one to credits",
  { tag: "@no-js" },
  async ({ page, members }, testInfo) => {
    const partner = await members.create({ label: "liked" });
    for (const [paid, heading] of [
      [false, "Get Premium"],
      [true, "Buy credits"],
    ] as const) {
      const poor = await members.create({
        label: paid ? "paidpoor" : "freepoor",
        paid,
        credits: 0,
        freeMessagesLeft: 0,
      });
      await poor.signIn(page);
      await page.goto(poor.url(`/members/${partner.id}/chat`));
      // An empty conversation offers icebreakers in a modal with JavaScript: this member writes its own.
      if (testInfo.project.name === "js")
        await page.getByTestId("icebreaker-modal").getByRole("button", { name: "Close" }).click();
      await page.getByLabel(/^Message to /).fill("Are you free tonight?");
      await page.getByRole("button", { name: "Send", exact: true }).click();
      const buy = page.getByTestId("send-error").getByRole("link", { name: "Buy credits" });
      await expect(buy).toHaveAttribute("href", paid ? "/credits" : "/premium");
      await buy.click();
      await expect(page).toHaveURL(poor.url(paid ? "/credits" : "/premium"));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
      await page.context().clearCookies();
    }
  }
);
