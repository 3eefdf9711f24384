import { waitForMail } from "./mailbox";
import { expect, MEMBERS_HOST as accountHost, test } from "./members";
import { contextFrom, demoLogin, logIn, rawRequest, site } from "./support";

test(
  "a member changes the password and the e-mail address in the settings",
  { tag: "@no-js" },
  async ({ page, members }, testInfo) => {
    const member = await members.create();
    const { email } = member;
    const newEmail = `changed-${testInfo.project.name}-${member.id}@flirthaven.example`;
    const newPassword = `changed-${testInfo.project.name}-pass`;
    await member.signIn(page);
    await page.goto(site(accountHost, "/notifications"));
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await expect(page.getByTestId("current-email")).toContainText(email);

    // Password: the old one must be right.
    await page.getByLabel("Old password").fill("not-my-password");
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Please check your old password.")).toBeVisible();
    await page.getByLabel("Old password").fill(member.password);
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByTestId("password-changed")).toBeVisible();

    // E-mail: the current password is asked; invalid, then taken (kept as typed), then a new one
    // confirmed from its own mailbox.
    const newEmailField = page.getByLabel("New e-mail address");
    const currentPassword = page.getByLabel("Current password");
    await newEmailField.fill(newEmail);
    await currentPassword.fill("not-my-password");
    await page.getByRole("button", { name: "Change e-mail address" }).click();
    await expect(page.getByText("Your password is not correct.")).toBeVisible();
    await expect(newEmailField).toHaveValue(newEmail);
    await currentPassword.fill(newPassword);
    await newEmailField.fill("someone@");
    await page.getByRole("button", { name: "Change e-mail address" }).click();
    await expect(page.getByText("New email adress is invalid.")).toBeVisible();
    await expect(newEmailField).toHaveValue("someone@");
    await newEmailField.fill(demoLogin(accountHost).email);
    await currentPassword.fill(newPassword);
    await page.getByRole("button", { name: "Change e-mail address" }).click();
    await expect(page.getByText("This email address already owns an account on this website.")).toBeVisible();
    await expect(newEmailField).toHaveValue(demoLogin(accountHost).email);
    await newEmailField.fill(newEmail);
    await currentPassword.fill(newPassword);
    await page.getByRole("button", { name: "Change e-mail address" }).click();
    await expect(page.getByTestId("email-change-sent")).toContainText(newEmail);
    // Nothing changes before the link is opened.
    await expect(page.getByTestId("current-email")).toContainText(email);

    const mail = await waitForMail(newEmail, "mail_change");
    // A mail scanner fetching the link changes nothing; the page's button does.
    await rawRequest({ host: accountHost, path: new URL(mail.link!).pathname + new URL(mail.link!).search });
    await page.goto(site(accountHost, "/notifications"));
    await expect(page.getByTestId("current-email")).toContainText(email);
    await page.goto(mail.link!);
    await page.getByRole("button", { name: "Confirm my new e-mail address" }).click();
    await expect(page.getByTestId("mail-change-done")).toBeVisible();
    await page.goto(site(accountHost, "/notifications"));
    await expect(page.getByTestId("current-email")).toContainText(newEmail);

    // The new address and password log in.
    await page.getByTestId("account-menu").click();
    await page.getByRole("button", { name: "Log out" }).click();
    // The logout post must land (cookie cleared) before the next page is asked for.
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
    await logIn(page, { site: accountHost, email: newEmail, password: newPassword });

    // The confirmation link worked once.
    await page.goto(mail.link!);
    await page.getByRole("button", { name: "Confirm my new e-mail address" }).click();
    await expect(page.getByText("Link expired or invalid, request a new email")).toBeVisible();

    // The settings also send a password reset mail, to the member's (new) address.
    await page.goto(site(accountHost, "/notifications"));
    await page.getByRole("button", { name: "Send password reset e-mail" }).click();
    await expect(page.getByTestId("settings-reset-sent")).toContainText(newEmail);
    expect((await waitForMail(newEmail, "password_reset")).link).toContain("/reset-password/do?token=");
  }
);

test(
  "the old address hears of an e-mail change and takes the account back with its link",
  { tag: "@no-js" },
  async ({ page, browser, members }, testInfo) => {
    const member = await members.create();
    const { email } = member;
    const stolenTo = `thief-${testInfo.project.name}-${member.id}@elsewhere.example`;
    // Someone with the member's password logs in elsewhere and moves the account to their own address.
    const thief = await contextFrom(browser, testInfo, "thief");
    const thiefPage = await thief.newPage();
    await logIn(thiefPage, member);
    await thiefPage.goto(site(accountHost, "/notifications"));
    await thiefPage.getByLabel("New e-mail address").fill(stolenTo);
    await thiefPage.getByLabel("Current password").fill(member.password);
    await thiefPage.getByRole("button", { name: "Change e-mail address" }).click();
    await expect(thiefPage.getByTestId("email-change-sent")).toBeVisible();
    await thiefPage.goto((await waitForMail(stolenTo, "mail_change")).link!);
    await thiefPage.getByRole("button", { name: "Confirm my new e-mail address" }).click();
    await expect(thiefPage.getByTestId("mail-change-done")).toBeVisible();

    // The owner's old address is told, with a link that puts it back and logs everyone out.
    const notice = await waitForMail(email, "mail_changed");
    expect(notice.subject).toBe("Your e-mail address on FlirtHaven was changed");
    expect(notice.link).toContain("/mail-change/undo?token=");
    await rawRequest({ host: accountHost, path: new URL(notice.link!).pathname + new URL(notice.link!).search });
    await page.goto(notice.link!);
    await page.getByRole("button", { name: "Restore my old e-mail address" }).click();
    await expect(page.getByTestId("mail-change-undone")).toBeVisible();
    await logIn(page, member);

    // The thief's session has ended (the web tier may know the member for up to 10 s more).
    await expect(async () => {
      await thiefPage.goto(site(accountHost, "/notifications"));
      await expect(thiefPage).toHaveURL(/\/login/, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await thief.close();
  }
);

test("the settings page is for members only", async ({ page }) => {
  await page.goto(site(accountHost, "/notifications"));
  await expect(page).toHaveURL(site(accountHost, "/login?redirectTo=%2Fnotifications"));
});
