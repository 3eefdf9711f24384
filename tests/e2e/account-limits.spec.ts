import { mailsTo, waitForMail } from "./mailbox";
import { expect, MEMBERS_HOST as accountHost, test } from "./members";
import { signupUpToPassword } from "./signup-journey";
import { rawRequest, site, testClientIp, waitForHydration } from "./support";

// Daily limits of the reference API (reference-api/routes/limits.ts); the day boundary itself is
// tested in reference-api/limits.test.ts.
const MAIL_CHANGES_PER_DAY = 3;
const RESETS_PER_ADDRESS = 3;
const SIGNUPS_PER_IP = 10;

test(
  "a member asking for too many e-mails is told to wait until tomorrow",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled, members }) => {
    const member = await members.create();
    await member.signIn(page);
    await page.goto(site(accountHost, "/notifications"));
    const change = async (to: string) => {
      await page.getByLabel("New e-mail address").fill(to);
      await page.getByLabel("Current password").fill(member.password);
      await page.getByRole("button", { name: "Change e-mail address" }).click();
    };
    const target = (i: number) => `bomb-${i}-${member.id}@elsewhere.example`;
    for (let i = 0; i < MAIL_CHANGES_PER_DAY; i++) {
      await change(target(i));
      await expect(page.getByTestId("email-change-sent")).toContainText(target(i));
    }
    await change(target(99));
    await expect(page.getByText("Too many e-mails sent, please try again tomorrow.")).toBeVisible();
    expect(await mailsTo(target(99))).toHaveLength(0);

    // Password reset: per address, known or not, with the product's text.
    const stranger = `reset-bomb-${member.id}@elsewhere.example`;
    for (let i = 0; i <= RESETS_PER_ADDRESS; i++) {
      await page.goto(site(accountHost, "/reset-password"));
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel("E-mail address").fill(stranger);
      await page.getByRole("button", { name: "Send reset e-mail" }).click();
      if (i < RESETS_PER_ADDRESS) await expect(page.getByTestId("reset-sent")).toBeVisible();
    }
    await expect(page.getByText("Too many password reset emails sent, please try again tomorrow.")).toBeVisible();
  }
);

test(
  "strangers asking for an address's resets do not block its owner's reset",
  { tag: "@no-js" },
  async ({ page, members }, testInfo) => {
    const member = await members.create();
    const { email } = member;
    // Strangers, each from elsewhere, use up the address's reset mails for the day.
    for (let i = 0; i <= RESETS_PER_ADDRESS; i++) {
      await rawRequest({
        host: accountHost,
        path: "/reset-password",
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "X-Forwarded-For": testClientIp(testInfo, `stranger-${i}`),
        },
        body: new URLSearchParams({ email }).toString(),
      });
    }
    const before = (await mailsTo(email)).filter((m) => m.kind === "password_reset");
    expect(before.length).toBeLessThanOrEqual(RESETS_PER_ADDRESS);

    // The owner, signed in, still gets one from the settings page.
    await member.signIn(page);
    await page.goto(site(accountHost, "/notifications"));
    await page.getByRole("button", { name: "Send password reset e-mail" }).click();
    await expect(page.getByTestId("settings-reset-sent")).toContainText(email);
    await waitForMail(email, "password_reset", before[0]?.id ?? 0);
  }
);

test(
  "during a login block, changing the e-mail says how long the password must wait",
  { tag: "@no-js" },
  async ({ page, members }) => {
    const member = await members.create();
    await member.signIn(page);
    await page.goto(site(accountHost, "/notifications"));
    const newEmail = `blocked-new-${member.id}@elsewhere.example`;
    const wait = page.getByText(
      "Too many incorrect passwords. Please wait 15 min before entering your password again."
    );
    // Wrong current passwords count like wrong logins: the fifth blocks (the loop goes on until the
    // block shows, so a slow answer that aged the first ones does not fail the test).
    for (let i = 0; i < 15 && !(await wait.isVisible()); i++) {
      await page.getByLabel("New e-mail address").fill(newEmail);
      await page.getByLabel("Current password").fill(`wrong-${i}`);
      await page.getByRole("button", { name: "Change e-mail address" }).click();
      await expect(wait.or(page.getByText("Your password is not correct."))).toBeVisible();
    }
    await expect(wait).toBeVisible();
    await expect(page.getByLabel("New e-mail address")).toHaveValue(newEmail);
    await expect(page.getByText("An error occurred, please try again later.")).toHaveCount(0);
  }
);

test(
  "a signup form sent twice makes one account and signs in both times",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled }, testInfo) => {
    const host = "shemeets.localhost";
    const email = `twice-${testInfo.project.name}-${Date.now()}@example.com`;
    await signupUpToPassword(page, host, email, javaScriptEnabled);
    const fields: Record<string, string> = {};
    for (const input of await page.locator("form input[type=hidden][name]").all())
      fields[(await input.getAttribute("name"))!] = (await input.getAttribute("value")) ?? "";
    expect(fields.signup_key).toMatch(/^[\w-]{16,}$/);
    // A double click without JavaScript: the same form twice at once.
    const send = () =>
      rawRequest({
        host,
        path: "/signup",
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": testClientIp(testInfo) },
        body: new URLSearchParams({ ...fields, password: "secret123" }).toString(),
      });
    const answers = await Promise.all([send(), send()]);
    for (const answer of answers) {
      expect(answer.status).toBe(302);
      expect(String(answer.headers["set-cookie"])).toContain("auth_session=");
    }
    await waitForMail(email, "activation");
    expect((await mailsTo(email)).filter((m) => m.kind === "activation")).toHaveLength(1);
  }
);

test("one IP creates at most ten accounts a day", { tag: "@no-js" }, async ({ page, javaScriptEnabled }, testInfo) => {
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
