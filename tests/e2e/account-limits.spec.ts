import { accountHost, accountMember, ACCOUNT_PASSWORD, logIn } from "./account-members";
import { mailsTo } from "./mailbox";
import { signupUpToPassword } from "./signup-journey";
import { expect, rawRequest, site, test, testClientIp, waitForHydration } from "./support";

// Daily limits of the reference API (reference-api/routes/limits.ts); the day boundary itself is
// tested in reference-api/limits.test.ts (e2e never moves the shared clock by days).
const MAIL_CHANGES_PER_DAY = 3;
const RESETS_PER_ADDRESS = 3;
const SIGNUPS_PER_IP = 10;

test("a member asking for too many e-mails is told to wait until tomorrow", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const email = accountMember("limits", testInfo);
  await logIn(page, email, ACCOUNT_PASSWORD);
  await page.goto(site(accountHost, "/notifications"));
  const change = async (to: string) => {
    await page.getByLabel("New e-mail address").fill(to);
    await page.getByLabel("Current password").fill(ACCOUNT_PASSWORD);
    await page.getByRole("button", { name: "Change e-mail address" }).click();
  };
  const target = (i: number) => `bomb-${i}-${testInfo.project.name}@elsewhere.example`;
  for (let i = 0; i < MAIL_CHANGES_PER_DAY; i++) {
    await change(target(i));
    await expect(page.getByTestId("email-change-sent")).toContainText(target(i));
  }
  await change(target(99));
  await expect(page.getByText("Too many e-mails sent, please try again tomorrow.")).toBeVisible();
  expect(await mailsTo(target(99))).toHaveLength(0);

  // Password reset: per address, known or not, with the SPEC's text.
  const stranger = `reset-bomb-${testInfo.project.name}@elsewhere.example`;
  for (let i = 0; i <= RESETS_PER_ADDRESS; i++) {
    await page.goto(site(accountHost, "/reset-password"));
    if (javaScriptEnabled) await waitForHydration(page);
    await page.getByLabel("E-mail address").fill(stranger);
    await page.getByRole("button", { name: "Send reset e-mail" }).click();
    if (i < RESETS_PER_ADDRESS) await expect(page.getByTestId("reset-sent")).toBeVisible();
  }
  await expect(page.getByText("Too many password reset emails sent, please try again tomorrow.")).toBeVisible();
});

test("one IP creates at most ten accounts a day", async ({ page, javaScriptEnabled }, testInfo) => {
  const host = "shemeets.localhost";
  const run = `${testInfo.project.name}-${Date.now()}`;
  // The journey up to its last step; its fields (kept as hidden inputs) serve the bulk signups.
  await signupUpToPassword(page, host, `ip-last-${run}@example.com`, javaScriptEnabled);
  const fields: Record<string, string> = {};
  for (const input of await page.locator("form input[type=hidden][name]").all())
    fields[(await input.getAttribute("name"))!] = (await input.getAttribute("value")) ?? "";

  // Ten signups from this test's IP, each from a fresh client (no cookies), each claiming another
  // IP in its own X-Forwarded-For: the proxy in front appends the real one, and only that counts.
  for (let i = 0; i < SIGNUPS_PER_IP; i++) {
    const form = { ...fields, name: `Robin${i}`, email: `ip-${i}-${run}@example.com`, password: "secret123" };
    const res = await rawRequest({
      host,
      path: "/signup",
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": `198.51.100.${i + 1}, ${testClientIp(testInfo)}`,
      },
      body: new URLSearchParams(form).toString(),
    });
    expect(res.status, `signup ${i + 1}`).toBe(302);
  }
  await page.getByTestId("signup-next").click();
  await expect(
    page.getByText("Too many accounts have been created from your network today, please try again tomorrow.")
  ).toBeVisible();
  await expect(page).toHaveURL(site(host, "/signup"));
});
