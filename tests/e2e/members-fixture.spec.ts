import { expect, test } from "./members";
import { contextFrom, logIn, site } from "./support";

// The suite's own members (tests/e2e/members.ts): signed in with the cookie a login sets, and each
// with a clock of its own, so a test moving time never moves another test's.

const DAY = 86_400_000;

test("a member signed in by the fixture carries the cookie a login sets: signed, host-only, 30 days", async ({
  page,
  browser,
  members,
}, testInfo) => {
  const member = await members.create();
  await member.signIn(page);
  await page.goto(member.url("/members"));
  await expect(page.getByTestId("logged-in-as")).toContainText(member.name);

  // The same member logged in through the form, in a browser of its own.
  const other = await contextFrom(browser, testInfo, "form");
  await logIn(await other.newPage(), member);
  const [byFixture, byForm] = await Promise.all(
    [page.context(), other].map(async (context) =>
      (await context.cookies(member.url())).find((c) => c.name === "auth_session")
    )
  );
  await other.close();
  const shape = (c: typeof byForm) => c && { ...c, value: undefined, expires: undefined };
  expect(shape(byFixture)).toEqual(shape(byForm));
  expect(byFixture).toMatchObject({ domain: member.site, path: "/", httpOnly: true, sameSite: "Lax" });
  for (const cookie of [byFixture!, byForm!]) {
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(29 * DAY);
  }

  // Host-only: the browser sends it to the member's site and to no other host under it. (A browser
  // without the service worker, which would answer the site's pages itself.)
  const plain = await browser.newContext({ serviceWorkers: "block" });
  await member.signIn(plain);
  const plainPage = await plain.newPage();
  const cookieSentTo = async (url: string) => {
    const request = plainPage.waitForRequest((r) => r.url() === url && r.isNavigationRequest());
    await plainPage.goto(url);
    return (await (await request).allHeaders()).cookie ?? "";
  };
  expect(await cookieSentTo(member.url("/"))).toContain("auth_session=");
  expect(await cookieSentTo(site(`elsewhere.${member.site}`, "/"))).not.toContain("auth_session=");
  await plain.close();
});

// Runs in both projects at once (two workers): each run moves its own member 15 days on, past the
// 14-day undo window, while another member deleted at the same moment keeps real time. With one
// clock for everyone, a run's 15 days would have removed the other runs' accounts too.
test("one member 15 days on: that account is gone after its undo window, another's of the same age is not", async ({
  page,
  browser,
  members,
}, testInfo) => {
  const [moved, kept] = await Promise.all([
    members.create({ label: "moved", pendingDeletion: true }),
    members.create({ label: "kept", pendingDeletion: true }),
  ]);
  const before = Date.now();
  const movedNow = await moved.advanceClock(15 * DAY);
  expect(movedNow.getTime() - before).toBeGreaterThanOrEqual(15 * DAY);

  // What each sees when logging in: the moved one's account is gone for good, the other may
  // still restore theirs.
  const keptPage = await (await contextFrom(browser, testInfo, "kept")).newPage();
  await Promise.all([logIn(page, moved, { lands: false }), logIn(keptPage, kept, { lands: false })]);
  await expect(page.getByText("Login failed, please try again")).toBeVisible();
  await expect(keptPage.getByText("Your account is pending deletion.")).toBeVisible();
  await expect(keptPage.getByRole("button", { name: "Send the restore e-mail again" })).toBeVisible();

  // The API's own reading of the other's clock: real time.
  const keptNow = (await kept.now()).getTime();
  expect(keptNow).toBeGreaterThanOrEqual(before);
  expect(keptNow - Date.now()).toBeLessThan(60_000);
  await keptPage.context().close();
});
