import type { Page } from "@playwright/test";
import { waitForMail } from "./mailbox";
import { expect, test } from "./members";
import { rawRequest, site } from "./support";
import { signUp as signUpOn } from "./signup-journey";

// Runs in both projects: with JavaScript and with JavaScript disabled (playwright.config.ts).
const host = "shemeets.localhost";
const signUp = (page: Parameters<typeof signUpOn>[0], email: string, javaScriptEnabled: boolean) =>
  signUpOn(page, host, email, javaScriptEnabled);

const mailPath = (link: string) => new URL(link).pathname;

/** Opens an e-mailed activation link and presses its one button (the GET alone activates nothing). */
async function activate(page: Page, link: string) {
  await page.goto(site(host, mailPath(link)));
  await page.getByRole("button", { name: "Activate my account" }).click();
}

test(
  "the e-mailed link activates once; a used link shows the error page",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled }, info) => {
    const email = `act-${info.project.name}-${Date.now()}@example.com`;
    await signUp(page, email, javaScriptEnabled);
    const mail = await waitForMail(email, "activation");
    expect(mail.link).toMatch(/\/activate\/[\w-]{40,}$/);

    // A mail scanner fetching the link activates nothing: the page only offers the button.
    const scanned = await rawRequest({ host, path: mailPath(mail.link!) });
    expect(scanned.status).toBe(200);
    await page.goto(site(host, "/complete-signup"));
    await expect(page.getByRole("button", { name: "Send the confirmation e-mail again" })).toBeVisible();

    await activate(page, mail.link!);
    await expect(page).toHaveURL(site(host, "/activate/done"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account is activated");
    // Confirmed: the completion page no longer asks to activate.
    await page.goto(site(host, "/complete-signup"));
    await expect(page.getByRole("button", { name: "Send the confirmation e-mail again" })).toHaveCount(0);

    await activate(page, mail.link!);
    await expect(page).toHaveURL(site(host, "/activate/error"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Activation failed");
    await expect(page.getByText("only the newest link works")).toBeVisible();
  }
);

test(
  "a new confirmation e-mail replaces the old link",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled, members }, info) => {
    const email = `resend-${info.project.name}-${Date.now()}@example.com`;
    await signUp(page, email, javaScriptEnabled);
    const first = await waitForMail(email, "activation");
    // One mail a minute at most: a minute later on the new member's own clock.
    await (await members.signedIn(page, host)).advanceClock(61_000);
    await page.getByRole("button", { name: "Send the confirmation e-mail again" }).click();
    await expect(page.getByText("A new confirmation e-mail is on its way.")).toBeVisible();
    const second = await waitForMail(email, "activation", first.id);
    expect(second.link).not.toBe(first.link);
    // At once again: nothing is sent, and the page says so rather than "on its way".
    await page.getByRole("button", { name: "Send the confirmation e-mail again" }).click();
    await expect(page.getByText("Please wait a minute before asking for another one.")).toBeVisible();
    await expect(page.getByText("A new confirmation e-mail is on its way.")).toHaveCount(0);

    await activate(page, first.link!);
    await expect(page).toHaveURL(site(host, "/activate/error"));
    // Logged in and unconfirmed: the error page offers a new mail too.
    await expect(page.getByRole("button", { name: "Send the confirmation e-mail again" })).toBeVisible();
    await activate(page, second.link!);
    await expect(page).toHaveURL(site(host, "/activate/done"));
  }
);

test("a made-up link shows the error page", async ({ page }) => {
  await activate(page, site(host, "/activate/not-a-real-token-at-all"));
  await expect(page).toHaveURL(site(host, "/activate/error"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Activation failed");
});
