import type { Request } from "@playwright/test";
// @ts-expect-error -- plain ESM helper shared with `npm start`
import { freePort, startWeb } from "../../scripts/stack.mjs";
import { expect, MEMBERS_HOST as host, test } from "./members";
import { openConversation } from "./members-support";
import { contextFrom, tenantsDir } from "./support";

/**
 * A rolling restart loses nothing (docs/decisions/027-graceful-shutdown-and-soak.md): the web
 * process a member's conversation is open through is stopped (SIGTERM) and started again. Its
 * event stream ends with a reconnect hint; Chromium's EventSource connects again with the id of
 * the stream's start as Last-Event-ID, and the message written while the process was away shows
 * live, once (the API replays it), without a reload.
 */
test("a conversation open through a web process that restarts shows the message written meanwhile, once", async ({
  browser,
  members,
}, testInfo) => {
  test.setTimeout(90_000);
  const port = await freePort();
  const start = () =>
    startWeb({
      webPort: port,
      apiUrl: process.env.E2E_API_URL,
      sessionSecret: process.env.E2E_SESSION_SECRET,
      tenantsDir,
      quiet: true,
      env: { TRUST_PROXY: "1" },
    });
  let web = await start();
  const context = await contextFrom(browser, testInfo, "restart");
  try {
    const [writer, reader] = await Promise.all([
      members.create({ label: "writer" }),
      members.create({ label: "reader", gender: "male" }),
    ]);
    const page = await context.newPage();
    await reader.signIn(page);
    const streams: Request[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/resources/events") streams.push(request);
    });
    const opened = page.waitForResponse((r) => new URL(r.url()).pathname === "/resources/events");
    await openConversation(page, `http://${host}:${port}/members/${writer.id}/chat`);
    expect((await opened).status()).toBe(200);

    // The process stops: it ends the stream with its hint and exits.
    await web.stop();
    const whileAway = `Written during the restart ${Date.now() % 100000}`;
    await writer.writeTo(reader, whileAway);
    web = await start();

    const shown = page.getByTestId("message-partner").filter({ hasText: whileAway });
    await expect(shown).toBeVisible({ timeout: 30_000 });
    const resumed = streams.at(-1)!;
    expect(streams.length, "the stream connected again").toBeGreaterThan(1);
    expect(await resumed.headerValue("last-event-id"), "it resumed after the stream's start").toMatch(/^\d+$/);

    // A later message arrives after any replay of the first: by then a doubled one would show.
    const after = `After the restart ${Date.now() % 100000}`;
    await writer.writeTo(reader, after);
    await expect(page.getByTestId("message-partner").filter({ hasText: after })).toBeVisible();
    await expect(shown).toHaveCount(1);
  } finally {
    await context.close();
    await web.stop();
  }
});
