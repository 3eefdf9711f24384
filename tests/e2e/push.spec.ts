import type { Page } from "@playwright/test";
import { expect, MEMBERS_HOST as host, test } from "./members";
import { controlledBy, withWorkerRegistration } from "./service-worker";
import { site } from "./support";

// Pushes in the service worker (docs/decisions/018-notifications-and-push.md, "The service worker").
// Headless Chromium has no push service to subscribe to: the browser's own delivery of a push to
// the worker is driven through the DevTools protocol instead (ServiceWorker.deliverPushMessage).

const SITE_NAME = "FlirtHaven";

/** A push as the reference API sends it (app/api/schemas/push-payload.ts). */
const payload = (over: Record<string, unknown> = {}) => ({
  title: SITE_NAME,
  body: "Anna wrote to you",
  icon: "/icons/192.png",
  tag: "message-7",
  checkUrl: "/chats",
  openUrl: "/signup",
  ...over,
});

const deliverPush = (page: Page, data: string) =>
  withWorkerRegistration(page, (cdp, registration) =>
    cdp.send("ServiceWorker.deliverPushMessage", { ...registration, data })
  );

/** The notifications the site's worker shows, as a page of the site reads them. */
const notifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, icon, tag }) => ({
      title,
      body,
      icon,
      tag,
    }))
  );

/** What the worker posted to the page, kept across the page's loads (sessionStorage). */
const postedToPage = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem("worker-messages") ?? "[]") as Record<string, unknown>[]);

/**
 * Clicks the worker's notification: the browser's notification centre is not part of headless
 * Chromium, so the worker gets the event a click gives it (its own handler, the real notification).
 */
async function clickNotification(page: Page) {
  const worker = page
    .context()
    .serviceWorkers()
    .find((w) => w.url().startsWith(site(host, "/sw-push.js")));
  expect(worker, "the site's service worker runs").toBeDefined();
  await worker!.evaluate(async () => {
    // The worker's scope (this test file is checked with the pages' DOM types).
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification }));
  });
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(["notifications"], { origin: site(host, "/").slice(0, -1) });
  await context.addInitScript(() => {
    navigator.serviceWorker?.addEventListener("message", ({ data }) => {
      const kept = JSON.parse(sessionStorage.getItem("worker-messages") ?? "[]") as unknown[];
      sessionStorage.setItem("worker-messages", JSON.stringify([...kept, data]));
    });
  });
});

test("a push becomes a notification with the site's name and icon, open pages hear of it, a click opens checkUrl", async ({
  page,
  members,
}) => {
  const member = await members.create({ label: "pushed" });
  await member.signIn(page);
  await page.goto(site(host, "/members"));
  await controlledBy(page);

  // Junk (not JSON, another shape, another site's address) shows nothing and tells nobody.
  await deliverPush(page, "hello");
  await deliverPush(page, JSON.stringify({ title: SITE_NAME }));
  await deliverPush(page, JSON.stringify(payload({ checkUrl: "//evil.example/chats" })));
  await deliverPush(page, JSON.stringify(payload()));
  await expect
    .poll(() => notifications(page))
    .toEqual([{ title: SITE_NAME, body: "Anna wrote to you", icon: site(host, "/icons/192.png"), tag: "message-7" }]);
  await expect.poll(() => postedToPage(page)).toEqual([{ type: "NEW_PUSH_MESSAGE", ...payload() }]);

  await clickNotification(page);
  await expect(page).toHaveURL(site(host, "/chats"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Told once the page is open: the page the click navigated hears of it (its new document).
  await expect
    .poll(() => postedToPage(page))
    .toContainEqual({ type: "NEW_PUSH_CLICK", checkUrl: "/chats", openUrl: "/signup" });
  await expect.poll(() => notifications(page)).toEqual([]);
});

test("a click on a push after the session ended opens openUrl", async ({ page }) => {
  await page.goto(site(host, "/pages/faq"));
  await controlledBy(page);
  // A tag of its own: one browser holds every test's contexts, and it names a shown notification by
  // origin and tag, so the previous test's notification, closed late on a loaded machine, must not
  // carry this one away with it.
  await deliverPush(page, JSON.stringify(payload({ checkUrl: "/chats", openUrl: "/login", tag: "message-8" })));
  await expect.poll(async () => (await notifications(page)).length).toBe(1);
  await clickNotification(page);
  await expect(page).toHaveURL(site(host, "/login"));
});
