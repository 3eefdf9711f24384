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
    // Time stands still from here: only the test moves it on. The page counts each refresh it asks
    // for on <html data-chat-refreshes>, as its timer fires: read after the clock moved, it is exact.
    await reader.clock.pauseAt((await reader.evaluate(() => Date.now())) + 3_000);
    const refreshes = async () => Number((await reader.locator("html").getAttribute("data-chat-refreshes")) ?? 0);
    // The first refresh, POLL_FIRST_AFTER_MS after load; the next one is POLL_EVERY_MS later.
    await reader.clock.runFor(POLL_FIRST_AFTER_MS);
    expect(await refreshes(), "the first refresh after load").toBe(1);
    await reader.waitForLoadState("networkidle");

    await sender.signIn(page, polling.host);
    await openConversation(page, at(`/members/${polled.id}/chat`));
    const text = `Polled hello ${testInfo.retry}-${Date.now() % 100000}`;
    await page.getByLabel(`Message to ${polled.name}`).fill(text);
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page.getByTestId("message-own").filter({ hasText: text })).toBeVisible();

    // Nothing arrives before the refresh: not by a stream, not by any other way. The page's clock
    // runs up to the refresh a second at a time (the first one fell a few seconds into the pause);
    // the message waits for it.
    const arrived = reader.getByTestId("message-partner").filter({ hasText: text });
    const quietFor = POLL_EVERY_MS - 15_000;
    await reader.clock.runFor(quietFor);
    expect(await refreshes(), "no refresh before its time").toBe(1);
    await expect(arrived).toHaveCount(0);
    let waited = quietFor;
    while ((await refreshes()) === 1 && waited < POLL_EVERY_MS + 1_000) {
      await reader.clock.runFor(1_000);
      waited += 1_000;
    }
    expect(await refreshes(), `a refresh within ${POLL_EVERY_MS / 1000} s of the page's clock`).toBe(2);
    const refreshedAt = Date.now();
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
