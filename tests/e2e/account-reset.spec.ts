import { waitForMail } from "./mailbox";
import { expect, MEMBERS_HOST as accountHost, test } from "./members";
import { logIn, site, unknownEmail } from "./support";

test(
  "a member resets the password by the e-mailed link, which then dies",
  { tag: "@no-js" },
  async ({ page, members }, testInfo) => {
    const member = await members.create();
    const { email } = member;
    const newPassword = `fresh-${testInfo.project.name}-pass`;

    await page.goto(site(accountHost, "/login"));
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    // The address bar shows the new address before the page is drawn (the router commits the address,
    // then renders the page once its texts are in): until the heading shows, "E-mail address" is still
    // the login form's field. A person types into the page they see.
    await expect(page).toHaveURL(site(accountHost, "/reset-password"));
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();

    // Known and unknown addresses get the same answer: the form does not tell who is a member. The
    // unknown address is new per run: an address gets 3 reset mails a day.
    const answer = (address: string) =>
      `If an account exists for ${address}, we have sent it an e-mail with a link to choose a new password.`;
    const stranger = unknownEmail();
    await page.getByLabel("E-mail address").fill(stranger);
    await page.getByRole("button", { name: "Send reset e-mail" }).click();
    await expect(page.getByTestId("reset-sent")).toHaveText(answer(stranger));
    await expect(page.getByText("E-mail address not found")).toHaveCount(0);

    await page.goto(site(accountHost, "/reset-password"));
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Send reset e-mail" }).click();
    await expect(page.getByTestId("reset-sent")).toHaveText(answer(email));
    const mail = await waitForMail(email, "password_reset");
    expect(mail.language).toBe("en");
    expect(mail.link).toContain("/reset-password/do?token=");

    await page.goto(mail.link!);
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Repeat the new password").fill(`${newPassword}-typo`);
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByText("The entered passwords are not the same.")).toBeVisible();

    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Repeat the new password").fill(newPassword);
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByTestId("reset-done")).toBeVisible();

    // The old password is gone, the new one works, and the link works only once.
    await logIn(page, member, { lands: false });
    await expect(page.getByText("Login failed, please try again")).toBeVisible();
    await logIn(page, { ...member, password: newPassword });
    await page.goto(mail.link!);
    await expect(page.getByText("Link expired or invalid, request a new email")).toBeVisible();
    await expect(page.getByRole("link", { name: "Request a new e-mail" })).toBeVisible();
  }
);

test.describe("a first-time visitor", () => {
  test.use({ seeEntryWarning: true });

  test(
    "meets the entry warning on the login page but never on the reset pages",
    { tag: "@no-js" },
    async ({ page }) => {
      await page.goto(site(accountHost, "/login"));
      await expect(page.getByRole("dialog", { name: "Adults only" })).toBeVisible();
      await page.goto(site(accountHost, "/reset-password"));
      await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await page.goto(site(accountHost, "/reset-password/do?token=not-a-real-token-at-all"));
      await expect(page.getByText("Link expired or invalid, request a new email")).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
  );
});
