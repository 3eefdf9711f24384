import type { Page, Route } from "@playwright/test";
import { expect, MEMBERS_HOST as host, test, type Members } from "./members";
import { controlledBy, withWorkerRegistration } from "./service-worker";
import { attempt, logIn, site } from "./support";
import { openGifts } from "./chat-support";

// Offline conversations (docs/decisions/016-chat.md, "Offline"): the service worker keeps the
// member's recent conversations readable without a network, forgets them on logout and when
// someone else logs in, and a message written offline is sent once when the network is back.
// The member offline pays every message (no free ones left), so a message charged twice would show.

/** Both addresses of a conversation, whose actions send (app/features/chat/screen-route.ts). */
const CONVERSATION_PATH = /^\/(chats\/\d+|members\/\d+\/chat)$/;

const credits = async (page: Page) => Number((await page.getByTestId("chat-credits").textContent())?.match(/\d+/)?.[0]);

/** How many messages are held in this browser and not yet sent (held-store.ts's database). */
const messagesUnsent = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("chat-held");
        // Made as the pages make it, should this be the first to open it.
        open.onupgradeneeded = () => open.result.createObjectStore("messages");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const reading = open.result.transaction("messages").objectStore("messages").getAll();
          reading.onsuccess = () => {
            open.result.close();
            const lists = reading.result as { sent?: boolean }[][];
            resolve(lists.flat().filter((message) => !message.sent).length);
          };
        };
      })
  );

/**
 * What the browser does when it has a network again for a service worker that asked for a sync: the
 * worker gets its "sync" event (by the DevTools protocol, which needs no real change of network).
 */
const wakeForSync = (page: Page, tag: string) =>
  withWorkerRegistration(page, (cdp, registration) =>
    cdp.send("ServiceWorker.dispatchSyncEvent", { ...registration, tag, lastChance: false })
  );

/** The service worker saves a page after answering it: wait until the saved copy is there. */
async function saved(page: Page, path: string) {
  await expect
    .poll(() =>
      page.evaluate(async (path) => {
        for (const key of await caches.keys()) if (await (await caches.open(key)).match(path)) return true;
        return false;
      }, path)
    )
    .toBe(true);
}

/** Opens the conversation with the partner (starting it with one message) and answers its address. */
async function openConversation(page: Page, partnerId: number, line: string) {
  await page.goto(site(host, `/members/${partnerId}/chat`));
  // An empty conversation offers icebreakers in a modal; this member writes its own line.
  const modal = page.getByTestId("icebreaker-modal");
  await expect(modal).toBeVisible();
  await modal.getByRole("button", { name: "Close" }).click();
  await page.getByLabel(/^Message to /).fill(line);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByTestId("message-own").filter({ hasText: line })).toHaveCount(1);
  await page.goto(site(host, "/chats"));
  await page.getByTestId("chat-row").filter({ hasText: line }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  return new URL(page.url()).pathname;
}

/**
 * A member who pays every message, signed in with the page under the service worker, in a new
 * conversation with a partner (started with `line`), loaded again so the worker has answered it.
 */
async function inSavedConversation(page: Page, members: Members, line: string) {
  const [member, partner] = await Promise.all([
    members.create({ label: "offline", freeMessagesLeft: 0, credits: 200 }),
    members.create({ label: "liked" }),
  ]);
  await member.signIn(page);
  await page.goto(site(host, "/members"));
  await controlledBy(page);
  const path = await openConversation(page, partner.id, line);
  await page.reload();
  return { path, member, partner };
}

/**
 * A message (`line`) written offline in the member's saved conversation (started with `opening`),
 * held and not sent; then the conversation is closed, the browser still offline. Credits and price
 * as they were.
 */
async function heldThenClosed(page: Page, members: Members, { opening, line }: { opening: string; line: string }) {
  const { path } = await inSavedConversation(page, members, opening);
  await saved(page, path);
  const before = await credits(page);
  const price = Number((await page.getByTestId("send-cost").textContent())?.match(/\d+/)?.[0]);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.getByLabel(/^Message to /).fill(line);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByTestId("message-unsent")).toContainText(line);
  await expect.poll(() => messagesUnsent(page)).toBe(1);
  await page.close();
  return { path, before, price };
}

/** A routed request sent on to the server: Node does not resolve *.localhost, so by its address. */
async function fetchByAddress(route: Route) {
  const url = new URL(route.request().url());
  const headers = { ...(await route.request().allHeaders()), host: url.host };
  url.hostname = "127.0.0.1";
  return route.fetch({ url: url.href, headers });
}

test("a conversation opened online is readable offline, and a message written offline is sent once", async ({
  page,
  context,
  members,
}, testInfo) => {
  const line = `Saved for the train ${attempt(testInfo)}`;
  const { path } = await inSavedConversation(page, members, line);
  await saved(page, path);
  await saved(page, "/chats");
  const before = await credits(page);
  const price = Number((await page.getByTestId("send-cost").textContent())?.match(/\d+/)?.[0]);
  expect(price).toBeGreaterThan(0);
  // Sent from the saved page with its form's key: a message written on the saved copy later needs its own.
  const online = `Sent before the tunnel ${attempt(testInfo)}`;
  await page.getByLabel(/^Message to /).fill(online);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByTestId("message-own").filter({ hasText: online })).toHaveCount(1);

  // Without a network the saved conversation and the list are shown, with the notice.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("You are offline — showing saved messages")).toBeVisible();
  await expect(page.getByTestId("message-own").filter({ hasText: line })).toBeVisible();
  await page.goto(site(host, "/chats"));
  await expect(page.getByText("You are offline — showing saved messages")).toBeVisible();
  await expect(page.getByTestId("chat-row").filter({ hasText: line })).toBeVisible();
  await page.goto(site(host, path));
  await expect(page.getByTestId("message-own").filter({ hasText: line })).toBeVisible();

  // Written offline: kept and marked unsent, nothing charged.
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const offline = `Written in the tunnel ${attempt(testInfo)}`;
  await page.getByLabel(/^Message to /).fill(offline);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByTestId("unsent-notice")).toContainText("Not sent — will send when you are back online");
  await expect(page.getByTestId("message-unsent")).toContainText(offline);
  await expect(page.getByLabel(/^Message to /)).toHaveValue("");

  // Back online it goes by itself, once, and the page is the server's again.
  await context.setOffline(false);
  await expect(page.getByTestId("message-own").filter({ hasText: offline })).toHaveCount(1);
  await expect(page.getByTestId("unsent-notice")).toHaveCount(0);
  await expect(page.getByText("You are offline — showing saved messages")).toBeHidden();
  await page.reload();
  await expect(page.getByTestId("message-own").filter({ hasText: online })).toHaveCount(1);
  await expect(page.getByTestId("message-own").filter({ hasText: offline })).toHaveCount(1);
  await expect(page.getByText("You are offline — showing saved messages")).toBeHidden();
  await expect.poll(() => credits(page)).toBe(before - 2 * price);
});

test("a conversation opened at the partner's address (/members/{id}/chat) is readable offline there too", async ({
  page,
  context,
  members,
}, testInfo) => {
  const line = `Saved at the member's address ${attempt(testInfo)}`;
  const { partner } = await inSavedConversation(page, members, line);
  const path = `/members/${partner.id}/chat`;
  await page.goto(site(host, path));
  await expect(page.getByTestId("message-own").filter({ hasText: line })).toHaveCount(1);
  await saved(page, path);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("You are offline — showing saved messages")).toBeVisible();
  await expect(page.getByTestId("message-own").filter({ hasText: line })).toBeVisible();
  await context.setOffline(false);
});

test("back online without the browser saying so, the saved page reads itself again and the notice goes", async ({
  page,
  context,
  members,
}, testInfo) => {
  const { path, member, partner } = await inSavedConversation(page, members, `Before the quiet return`);
  await saved(page, path);
  // A phone whose page misses the "online" event (it came while the page was busy starting, or
  // never): no listener of the page hears it.
  await page.addInitScript(() => {
    const listen = window.addEventListener;
    window.addEventListener = function (this: Window, ...args: Parameters<Window["addEventListener"]>) {
      if (args[0] !== "online") listen.apply(this, args);
    };
  });
  await context.setOffline(true);
  await page.reload();
  const notice = page.getByText("You are offline — showing saved messages");
  await expect(notice).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  // Meanwhile the partner wrote.
  const line = `Written while you were away ${attempt(testInfo)} ${Date.now()}`;
  await partner.writeTo(member, line);
  await context.setOffline(false);
  await expect(notice).toBeHidden();
  await expect(page.getByTestId("message-partner").filter({ hasText: line })).toBeVisible();
});

test("logging out forgets the saved conversations, and the next member never sees them", async ({
  page,
  context,
  members,
}, testInfo) => {
  const offlinePage = page.getByRole("heading", { name: "You're offline" });
  const line = `Only mine to read ${attempt(testInfo)}`;
  const { path, member } = await inSavedConversation(page, members, line);
  await saved(page, path);
  /** Offline, neither the conversation nor the list is served from what was saved. */
  const expectNothingSavedOffline = async () => {
    await context.setOffline(true);
    for (const address of [path, "/chats"]) {
      await page.goto(site(host, address));
      await expect(offlinePage).toBeVisible();
      await expect(page.getByText(line)).toHaveCount(0);
    }
    await context.setOffline(false);
  };

  await page.getByTestId("account-menu").click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
  await expectNothingSavedOffline();

  // Saved again (logged in anew: the logout ended the session); then, without a logout, this
  // browser carries another member's session (as when a session ends and someone else logs in)
  // and that member opens a page.
  await logIn(page, member);
  await page.goto(site(host, path));
  await saved(page, path);
  const next = await members.create({ label: "next" });
  await context.clearCookies({ name: "auth_session" });
  await next.signIn(context);
  await page.goto(site(host, "/members"));
  await expect(page.getByTestId("logged-in-as")).toContainText(next.name);
  await expectNothingSavedOffline();
});

test("a message whose answer is lost on the way is held with its key and stored and charged once", async ({
  page,
  context,
  members,
}, testInfo) => {
  const { path } = await inSavedConversation(page, members, `Before the lost answer ${attempt(testInfo)}`);
  const before = await credits(page);
  const price = Number((await page.getByTestId("send-cost").textContent())?.match(/\d+/)?.[0]);

  // The browser says it is online, but the first send's answer never comes back: the server has
  // stored and charged it, the page cannot know.
  let lost = 0;
  await context.route(
    (url) => url.pathname === path && url.searchParams.has("_data"),
    async (route) => {
      if (route.request().method() !== "POST" || lost > 0) return route.fallback();
      lost++;
      await fetchByAddress(route);
      await route.abort("connectionreset");
    }
  );
  const line = `Did this arrive ${attempt(testInfo)}`;
  await page.getByLabel(/^Message to /).fill(line);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByTestId("unsent-notice")).toContainText("Not sent — will send when you are back online");
  await expect(page.getByTestId("message-unsent")).toContainText(line);

  // Tried again by itself with the same key: the server answers the message it stored.
  await expect(page.getByTestId("message-own").filter({ hasText: line })).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByTestId("unsent-notice")).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("message-own").filter({ hasText: line })).toHaveCount(1);
  await expect.poll(() => credits(page)).toBe(before - price);
  expect(lost).toBe(1);
});

test("a message written offline is still there after the app was closed, and goes once when it is opened again", async ({
  page,
  context,
  members,
}, testInfo) => {
  const { path } = await inSavedConversation(page, members, `Before closing the app ${attempt(testInfo)}`);
  await saved(page, path);
  const before = await credits(page);
  const price = Number((await page.getByTestId("send-cost").textContent())?.match(/\d+/)?.[0]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("You are offline — showing saved messages")).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const line = `Written before closing the app ${attempt(testInfo)}`;
  await page.getByLabel(/^Message to /).fill(line);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByTestId("message-unsent")).toContainText(line);
  // Kept in this browser (written a moment after it shows: a slow phone reloading at once would
  // otherwise come before it).
  await expect.poll(() => messagesUnsent(page)).toBe(1);

  // Loaded again without a network: still there, still not sent.
  await page.reload();
  await expect(page.getByTestId("message-unsent")).toContainText(line);
  await expect(page.getByTestId("unsent-notice")).toContainText("Not sent — will send when you are back online");

  // The app is closed, and opened again later with a network: the message goes by itself, once.
  await page.close();
  await context.setOffline(false);
  const reopened = await context.newPage();
  await reopened.goto(site(host, path));
  await expect(reopened.getByTestId("message-own").filter({ hasText: line })).toHaveCount(1);
  await expect(reopened.getByTestId("unsent-notice")).toHaveCount(0);
  await reopened.reload();
  await expect(reopened.getByTestId("message-own").filter({ hasText: line })).toHaveCount(1);
  await expect(reopened.getByTestId("message-unsent")).toHaveCount(0);
  await expect.poll(() => credits(reopened)).toBe(before - price);
});

test("a message held by a page that was closed goes when the network is back, sent by the service worker", async ({
  page,
  context,
  members,
}, testInfo) => {
  const line = `Sent while the app was closed ${attempt(testInfo)}`;
  const opening = `Before the app went away ${attempt(testInfo)}`;
  const { path, before, price } = await heldThenClosed(page, members, { opening, line });

  // The network comes back while the member is elsewhere on the site.
  await context.setOffline(false);
  const elsewhere = await context.newPage();
  await elsewhere.goto(site(host, "/members"));
  await wakeForSync(elsewhere, "chat-held");
  await expect.poll(() => messagesUnsent(elsewhere)).toBe(0);

  // Nothing was left for the conversation to send: the worker sent it, once, and it was charged once.
  await elsewhere.goto(site(host, path));
  await expect(elsewhere.getByTestId("message-own").filter({ hasText: line })).toHaveCount(1);
  await expect(elsewhere.getByTestId("message-unsent")).toHaveCount(0);
  await expect.poll(() => credits(elsewhere)).toBe(before - price);
});

test("a conversation that loaded just before the service worker sent its held message reads itself again and shows it", async ({
  page,
  context,
  members,
}, testInfo) => {
  const line = `Sent while the page was loading ${attempt(testInfo)}`;
  const opening = `Before the race ${attempt(testInfo)}`;
  const { path, before, price } = await heldThenClosed(page, members, { opening, line });
  // The worker's sends (by the partner's address) fail until the page below has been rendered.
  // (Routed only now: routing turns the browser's cache off, which the offline page needed.)
  const isWorkerSend = (url: URL) => /^\/members\/\d+\/chat$/.test(url.pathname) && url.searchParams.has("_data");
  await context.route(isWorkerSend, (route) =>
    route.request().method() === "POST" ? route.abort("connectionreset") : route.fallback()
  );
  await context.setOffline(false);
  const elsewhere = await context.newPage();
  await elsewhere.goto(site(host, "/members"));

  // The conversation's page is rendered by the server first; the worker sends the message before
  // the page reaches the browser, so its data lacks it.
  const isPage = (url: URL) => url.pathname === path && !url.searchParams.has("_data");
  await context.route(isPage, async (route) => {
    const stale = await fetchByAddress(route);
    await context.unroute(isWorkerSend);
    await wakeForSync(elsewhere, "chat-held");
    await expect.poll(() => messagesUnsent(elsewhere)).toBe(0);
    await route.fulfill({ response: stale });
  });
  const reopened = await context.newPage();
  await reopened.goto(site(host, path));
  await context.unroute(isPage);
  await expect(reopened.getByTestId("message-own").filter({ hasText: line })).toHaveCount(1);
  await expect(reopened.getByTestId("message-unsent")).toHaveCount(0);
  await expect.poll(() => credits(reopened)).toBe(before - price);
});

test("logging out forgets the messages held in this browser: they are never sent", async ({
  page,
  context,
  members,
}, testInfo) => {
  const { path, member } = await inSavedConversation(page, members, `Before logging out ${attempt(testInfo)}`);
  const before = await credits(page);
  // Every send is lost on the way, the page's and the service worker's (by the partner's address):
  // the message stays held (and is tried again, in vain).
  const lost = (url: URL) => CONVERSATION_PATH.test(url.pathname) && url.searchParams.has("_data");
  await context.route(lost, (route) =>
    route.request().method() === "POST" ? route.abort("connectionreset") : route.fallback()
  );
  const line = `Never to be sent ${attempt(testInfo)}`;
  await page.getByLabel(/^Message to /).fill(line);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByTestId("message-unsent")).toContainText(line);
  await expect
    .poll(() => page.evaluate(() => indexedDB.databases().then((all) => all.map((db) => db.name))))
    .toContain("chat-held");

  await page.getByTestId("account-menu").click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
  await context.unroute(lost);

  // The same member back on this browser (logged in anew): nothing held comes back, and nothing goes.
  await logIn(page, member);
  await page.goto(site(host, path));
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  // Nothing is held in this browser any more, so nothing can come back or go.
  await expect.poll(() => messagesUnsent(page)).toBe(0);
  await expect(page.getByTestId("message-unsent")).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(line)).toHaveCount(0);
  expect(await credits(page)).toBe(before);
});

test("a gift chosen without a network is refused with a clear alert, and nothing is sent or charged", async ({
  page,
  context,
  members,
}, testInfo) => {
  const { path } = await inSavedConversation(page, members, `Before the gift ${attempt(testInfo)}`);
  const before = await credits(page);
  const gifts = page.getByTestId("message-own").filter({ hasText: "Gift: Rose" });
  const shown = await gifts.count();
  const unsent = page.getByTestId("gift-unsent");
  const chooseRose = async () => {
    await openGifts(page);
    await page.getByTestId("gift-form").getByRole("button", { name: "Rose" }).click();
  };

  // The browser says it is online, but the post never reaches the server: the worker says so.
  const lost = (url: URL) => url.pathname === path && url.searchParams.has("_data");
  await context.route(lost, (route) =>
    route.request().method() === "POST" ? route.abort("connectionreset") : route.fallback()
  );
  await chooseRose();
  await expect(unsent).toHaveText("You are offline: the gift was not sent. Choose it again when you are back online.");
  await context.unroute(lost);

  // Offline: nothing is posted at all.
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(unsent).toHaveCount(0);
  await chooseRose();
  await expect(unsent).toBeVisible();
  await expect(page.getByTestId("message-unsent")).toHaveCount(0);

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByText("You are offline — showing saved messages")).toBeHidden();
  await expect(gifts).toHaveCount(shown);
  expect(await credits(page)).toBe(before);
});
