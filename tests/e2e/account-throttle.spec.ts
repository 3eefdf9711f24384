import type { Browser, Page, TestInfo } from "@playwright/test";
import { mailsTo, waitForMail } from "./mailbox";
import { expect, MEMBERS_HOST as accountHost, test } from "./members";
import { contextFrom, logIn, rawRequest, site, testClientIp, unknownEmail } from "./support";

// Reference API constants (reference-api/routes/account-rules.ts): 5 wrong passwords, 15 minutes.
const MAX_FAILED_LOGINS = 5;
const BLOCK_MINUTES = 15;

/** The login form sent with this address and password; the test reads the answer. */
const submitLogin = (page: Page, email: string, password: string) =>
  logIn(page, { site: accountHost, email, password }, { lands: false });

test(
  "too many wrong passwords block the login for a while; it works again after the block",
  { tag: "@no-js" },
  async ({ page, members }) => {
    const member = await members.create();
    const { email } = member;
    for (let i = 1; i < MAX_FAILED_LOGINS; i++) {
      await submitLogin(page, email, `wrong-${i}`);
      await expect(page.getByText("Login failed, please try again")).toBeVisible();
    }
    await submitLogin(page, email, "wrong-again");
    const blocked = `Too many incorrect attempts, account blocked for ${BLOCK_MINUTES} min.`;
    await expect(page.getByText(blocked)).toBeVisible();
    await expect(page.getByLabel("E-mail address")).toHaveValue(email);

    // Even the right password waits out the block.
    await submitLogin(page, email, member.password);
    await expect(page.getByText(/Too many incorrect attempts, account blocked for \d+ min\./)).toBeVisible();

    // On the member's own clock, a little more than the block later.
    await member.advanceClock((BLOCK_MINUTES + 1) * 60_000);
    await submitLogin(page, email, member.password);
    await expect(page).toHaveURL(site(accountHost, "/members"));
    await expect(page.getByTestId("logged-in-as")).toBeVisible();
  }
);

/**
 * Someone else, from their own IP, guesses the member's password until the address is blocked for
 * them; `claim` names the X-Forwarded-For they write themselves before each guess. Guessing goes on
 * until the block shows (a guess that takes longer than the window to answer would be too old to count).
 */
async function guessUntilBlocked(
  browser: Browser,
  testInfo: TestInfo,
  email: string,
  claim?: (guess: number, ownIp: string) => string
) {
  const attacker = await contextFrom(browser, testInfo, "attacker");
  const attackerIp = testClientIp(testInfo, "attacker");
  const attackerPage = await attacker.newPage();
  const blocked = attackerPage.getByText(`Too many incorrect attempts, account blocked for ${BLOCK_MINUTES} min.`);
  const refused = attackerPage.getByText("Login failed, please try again").or(blocked);
  for (let i = 1; i <= 3 * MAX_FAILED_LOGINS && !(await blocked.isVisible()); i++) {
    if (claim) await attacker.setExtraHTTPHeaders({ "X-Forwarded-For": claim(i, attackerIp) });
    await submitLogin(attackerPage, email, `guess-${i}`);
    await expect(refused).toBeVisible();
  }
  await expect(blocked).toBeVisible();
  await attacker.close();
}

test(
  "a block caused from another IP does not lock the owner out",
  { tag: "@no-js" },
  async ({ page, browser, members }, testInfo) => {
    const owner = await members.create();
    await guessUntilBlocked(browser, testInfo, owner.email);

    // The owner, from home, logs in as usual.
    await logIn(page, owner);
  }
);

test(
  "a guesser writing X-Forwarded-For himself is still counted by his own IP, and cannot lock the owner out",
  { tag: "@no-js" },
  async ({ page, browser, members }, testInfo) => {
    const owner = await members.create();
    const ownerIp = testClientIp(testInfo);
    // Each guess claims another client IP, the owner's among them; the proxy in front (one hop, as
    // the suite runs) appends the address it saw, which is the attacker's.
    await guessUntilBlocked(
      browser,
      testInfo,
      owner.email,
      (i, ownIp) => `${i % 2 ? ownerIp : `198.51.100.${i}`}, ${ownIp}`
    );

    await logIn(page, owner);
  }
);

test(
  "guessing one account from many IPs slows new devices, tells the owner once, and lets the owner's device in",
  { tag: "@no-js" },
  async ({ page, browser, members }, testInfo) => {
    const owner = await members.create();
    const { email } = owner;
    // This browser is the owner's: it has logged in before, through the form (the device is known).
    await logIn(page, owner);
    await page.context().clearCookies({ name: "auth_session" });

    // Strangers, one guess from each IP and each a new browser (no device cookie), until the
    // account's free guesses are spent: no per-IP or per-address rule sees them.
    const guess = (i: number) =>
      rawRequest({
        host: accountHost,
        path: "/login",
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "X-Forwarded-For": testClientIp(testInfo, `guesser-${i}`),
        },
        body: new URLSearchParams({ email, password: `guess-${i}`, redirectTo: "/members" }).toString(),
      });
    let answer = await guess(0);
    for (let i = 1; answer.status === 401 && i < 40; i++) answer = await guess(i);
    expect(answer.status).toBe(429);

    // A new device now waits, whatever it types (wrong passwords: nothing lets it in).
    const stranger = await contextFrom(browser, testInfo, "stranger");
    const strangerPage = await stranger.newPage();
    const slowed = strangerPage.getByText(
      /Many wrong passwords have been tried for this account recently, so logins from new devices wait \d+ min\./
    );
    for (let i = 0; i < 3 && !(await slowed.isVisible()); i++) {
      await submitLogin(strangerPage, email, `stranger-${i}`);
      await expect(slowed.or(strangerPage.getByText("Login failed, please try again"))).toBeVisible();
    }
    await expect(slowed).toBeVisible();
    await stranger.close();

    // The owner's device gets in as usual, and the owner was told, once.
    await logIn(page, owner);
    const alert = await waitForMail(email, "login_alert");
    expect(alert.subject).toBe("Someone is trying to log in to your FlirtHaven account");
    expect((await mailsTo(email)).filter((m) => m.kind === "login_alert")).toHaveLength(1);
  }
);

test("an IP guessing across many addresses has to wait", { tag: "@no-js" }, async ({ page }) => {
  // Never 5 on one address, so only the limit per IP can see it (10 wrong passwords an hour).
  for (let i = 1; i < 10; i++) {
    await submitLogin(page, unknownEmail(), "guess");
    await expect(page.getByText("Login failed, please try again")).toBeVisible();
  }
  await submitLogin(page, unknownEmail(), "guess");
  await expect(page.getByText("Too many failed logins from your network, please try again in 1 min.")).toBeVisible();
});
