import { waitForMail } from "./mailbox";
import { expect, test } from "./members";
import { signUp } from "./signup-journey";
import { axeViolations, site } from "./support";

// Banners for the signed-in member (docs/product.md#member-banners), account parts, with and without JavaScript: the
// activate reminder, then (once activated) the add-photo warning and its remembered "Not now".
const host = "shemeets.localhost";

test(
  "a new member is asked to confirm the e-mail, then to add a photo, until 'Not now'",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled, members }, info) => {
    const email = `banner-${info.project.name}-${Date.now()}@example.com`;
    await signUp(page, host, email, javaScriptEnabled);
    const activate = page.getByRole("complementary", { name: "Confirm your e-mail address" });
    const addPhoto = page.getByRole("complementary", { name: "Add a photo" });
    // The completion page explains the activation itself.
    await expect(activate).toHaveCount(0);

    await page.goto(site(host, "/members"));
    await expect(activate).toContainText(`click the link we sent to ${email}`);
    await expect(addPhoto).toHaveCount(0); // one banner at a time, the reminder first
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
    const first = await waitForMail(email, "activation");
    // One confirmation mail a minute: a minute later on the new member's own clock.
    await (await members.signedIn(page, host)).advanceClock(61_000);
    await activate.getByRole("button", { name: "Send the e-mail again" }).click();
    await expect(page).toHaveURL(site(host, "/complete-signup?sent=1"));
    await expect(page.getByText("A new confirmation e-mail is on its way.")).toBeVisible();
    const second = await waitForMail(email, "activation", first.id);

    await page.goto(site(host, new URL(second.link!).pathname));
    await page.getByRole("button", { name: "Activate my account" }).click();
    await expect(page).toHaveURL(site(host, "/activate/done"));
    await expect(addPhoto).toHaveCount(0);
    await page.goto(site(host, "/members"));
    await expect(activate).toHaveCount(0);
    await expect(addPhoto).toContainText("Members with a photo get far more replies.");
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
    await addPhoto.getByRole("link", { name: "Add a photo" }).click();
    await expect(page).toHaveURL(site(host, "/profile#photos-title"));
    await expect(addPhoto).toHaveCount(0); // not on the page where photos are added

    await page.goto(site(host, "/members"));
    // "Not now" is remembered by the answer to its POST (a cookie): the reload below waits for that
    // answer, not for the banner to go, which with JavaScript happens as soon as the form is sent.
    const dismissed = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/banners/dismiss"
    );
    await addPhoto.getByRole("button", { name: "Not now" }).click();
    const answer = await dismissed;
    expect(answer.status()).toBeLessThan(400);
    await answer.finished();
    await expect(addPhoto).toHaveCount(0);
    await expect(page).toHaveURL(site(host, "/members"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(addPhoto).toHaveCount(0);
  }
);
