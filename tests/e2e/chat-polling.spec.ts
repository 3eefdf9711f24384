import { POLL_EVERY_MS, POLL_FIRST_AFTER_MS } from "../../app/domain/chat";
import { faultSite } from "./fault-site";
import { expect, MEMBERS_HOST as membersHost, test } from "./members";
import { openConversation } from "./members-support";
import { contextFrom, site } from "./support";

/**
 * An operator's API without a live event stream (events.php answers 404, decision 016): the
 * conversation is asked again every POLL_EVERY_MS, the first time POLL_FIRST_AFTER_MS after load
 * (docs/product.md#chat), so a message still reaches the partner's open conversation, with the next refresh.
 * The page's clock is Playwright's, moved on by the test: a minute passes in a moment.
 */
test("without an event stream, a message reaches the open conversation with the next refresh", async ({
  page,
  browser,
  members,
}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "polling is the page's script");
  test.setTimeout(90_000);
  const polling = await faultSite({
    id: "no-stream",
    name: "Polling Hearts",
    brandColor: "#5b2a86",
    realDomain: membersHost,
    withoutEventStream: true,
  });
  const at = (pathname: string) => site(polling.host, pathname);
  const other = await contextFrom(browser, testInfo, "reader");
  try {
    await polling.admit(other);
    await polling.admit(page.context());
    const [sender, polled] = await Promise.all([
      members.create({ label: "poller" }),
      members.create({ label: "polled", gender: "male" }),
    ]);

    // The reader opens the conversation on a page whose timers the test moves on.
    const reader = await other.newPage();
    await polled.signIn(reader, polling.host);
    await reader.clock.install();
    const stream = reader.waitForResponse((r) => new URL(r.url()).pathname === "/resources/events");
    await openConversation(reader, at(`/members/${sender.id}/chat`));
    expect((await stream).status(), "the site has no event stream: the page is told to poll").toBe(204);
    // Time stands still from here: only the test moves it on.
    await reader.clock.pauseAt((await reader.evaluate(() => Date.now())) + 3_000);
    const refreshes: string[] = [];
    reader.on("request", (r) => {
      if (r.method() === "GET" && new URL(r.url()).searchParams.has("_data")) refreshes.push(r.url());
    });
    // The first refresh, POLL_FIRST_AFTER_MS after load; the next one is POLL_EVERY_MS later.
    await reader.clock.runFor(POLL_FIRST_AFTER_MS);
    await expect.poll(() => refreshes.length, { message: "the first refresh after load" }).toBeGreaterThan(0);
    await reader.waitForLoadState("networkidle");
    refreshes.length = 0;

    await sender.signIn(page, polling.host);
    await openConversation(page, at(`/members/${polled.id}/chat`));
    const text = `Polled hello ${testInfo.retry}-${Date.now() % 100000}`;
    await page.getByLabel(`Message to ${polled.name}`).fill(text);
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page.getByTestId("message-own").filter({ hasText: text })).toBeVisible();

    // Nothing arrives before the refresh: not by a stream, not by any other way.
    const arrived = reader.getByTestId("message-partner").filter({ hasText: text });
    await reader.waitForTimeout(2_000);
    await expect(arrived).toHaveCount(0);
    // The page's clock runs up to the refresh a second at a time; the message waits for it.
    const quietFor = POLL_EVERY_MS - 15_000;
    await reader.clock.runFor(quietFor);
    await reader.waitForTimeout(500);
    expect(refreshes, "no refresh before its time").toHaveLength(0);
    await expect(arrived).toHaveCount(0);
    let waited = quietFor;
    while (refreshes.length === 0 && waited < POLL_EVERY_MS + 1_000) {
      await reader.clock.runFor(1_000);
      waited += 1_000;
    }
    const refreshedAt = Date.now();
    expect(refreshes.length, `a refresh within ${POLL_EVERY_MS / 1000} s of the page's clock`).toBeGreaterThan(0);
    await expect(arrived).toBeVisible({ timeout: 10_000 });
    console.log(
      `polled delivery: the refresh came ${waited / 1000} s (page clock) after the message was sent, ` +
        `the message was on the partner's screen ${Date.now() - refreshedAt} ms after it`
    );
  } finally {
    await other.close();
    await polling.remove();
  }
});
