import { waitForMail } from "./mailbox";
import { expect, MEMBERS_HOST as accountHost, test } from "./members";
import { logIn, rawRequest, site } from "./support";

test(
  "a member deletes the account, is offered the discount, and undoes it by the e-mailed link",
  { tag: "@no-js" },
  async ({ page, members }) => {
    const member = await members.create();
    const { email } = member;
    await member.signIn(page);
    await page.goto(site(accountHost, "/notifications"));
    await page.getByRole("link", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(site(accountHost, "/account-delete"));

    // A reason is needed; the remarks typed stay.
    await page.getByLabel("Anything you want to tell us? (optional)").fill("Just testing");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Choose a reason")).toBeVisible();
    await expect(page.getByLabel("Anything you want to tell us? (optional)")).toHaveValue("Just testing");
    await page.getByLabel("Other reason").check();
    await page.getByRole("button", { name: "Continue" }).click();

    // Before confirming: the company's delete discount (50% in the demo data).
    await expect(page.getByRole("heading", { name: "Are you sure?" })).toBeVisible();
    await expect(page.getByTestId("delete-offer")).toContainText("50% off your next credits purchase");
    // The password is asked again: a session alone does not delete the account.
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("Enter a password")).toBeVisible();
    await page.getByLabel("Your password").fill("not-my-password");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("Your password is not correct.")).toBeVisible();
    await page.getByLabel("Your password").fill(member.password);
    await page.getByRole("button", { name: "Delete my account" }).click();

    await expect(page).toHaveURL(site(accountHost, "/account-deleted"));
    await expect(page.getByRole("heading", { name: "Your account has been deleted" })).toBeVisible();
    await expect(page.getByTestId("logged-in-as")).toHaveCount(0);

    // Logging in during the 14 days says so and offers the undo mail again.
    const deletedMail = await waitForMail(email, "delete_undo");
    await logIn(page, member, { lands: false });
    await expect(page.getByText("Your account is pending deletion.")).toBeVisible();
    await page.getByRole("button", { name: "Send the restore e-mail again" }).click();
    await expect(page.getByTestId("login-notice")).toBeVisible();
    const resent = await waitForMail(email, "delete_undo", deletedMail.id);
    expect(resent.link).toContain("/account-delete/undo?token=");

    // A mail scanner fetching the link restores nothing; the page's button does.
    await rawRequest({ host: accountHost, path: new URL(resent.link!).pathname + new URL(resent.link!).search });
    await logIn(page, member, { lands: false });
    await expect(page.getByText("Your account is pending deletion.")).toBeVisible();
    await page.goto(resent.link!);
    await page.getByRole("button", { name: "Restore my account" }).click();
    await expect(page.getByTestId("undo-done")).toBeVisible();
    await logIn(page, member);

    // An undo link works once.
    await page.goto(deletedMail.link!);
    await page.getByRole("button", { name: "Restore my account" }).click();
    await expect(page.getByText("Link expired or invalid, request a new email")).toBeVisible();
  }
);
