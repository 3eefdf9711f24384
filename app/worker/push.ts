/**
 * Pushes (docs/decisions/018-notifications-and-push.md, "The service worker"): a push the site sent
 * becomes a notification with the site's name and icon, and the site's open pages are told
 * (NEW_PUSH_MESSAGE); a click tells them too (NEW_PUSH_CLICK) and brings the member to what the
 * push was about, in a page of the site already open if there is one.
 */
import { PushManager } from "@remix-pwa/push/client";
import { PUSH_CLICK, PUSH_MESSAGE, PushPayloadSchema, type PushPayload } from "../api/schemas/push-payload";
import { loggedInMember } from "./held-sending";
import { worker } from "./scope";

/** What a notification keeps for its click. */
const ClickTargetSchema = PushPayloadSchema.pick({ checkUrl: true, openUrl: true });
type ClickTarget = Pick<PushPayload, "checkUrl" | "openUrl">;

export function handlePushes() {
  const push: PushManager = new PushManager({
    handlePushEvent: (event) => event.waitUntil(showPush(push, event)),
    handleNotificationClick: (event) => {
      event.notification.close();
      event.waitUntil(openFromNotification(push, event.notification));
    },
  });
}

/** A payload the shared schema does not accept (not JSON, another shape, another site's address) is ignored. */
function readPayload(event: PushEvent): PushPayload | null {
  try {
    const parsed = PushPayloadSchema.safeParse(event.data?.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function showPush(push: PushManager, event: PushEvent) {
  const payload = readPayload(event);
  if (!payload) return;
  const { title, body, icon, tag, checkUrl, openUrl } = payload;
  const data: ClickTarget = { checkUrl, openUrl };
  await worker.registration.showNotification(title, { body, icon, badge: icon, tag, data });
  await push.postMessageToClient({ type: PUSH_MESSAGE, ...payload });
}

/**
 * Where a click leads: `checkUrl` for a logged-in member, `openUrl` for a visitor. The site answers
 * which it is (`/resources/counts`): the session may have ended since the push was sent, and only
 * the server can tell (the auth cookie is HttpOnly). Without a network, `checkUrl`: a member's saved
 * conversation may be there, and the site sends a visitor to login and back when it is reachable.
 */
async function clickTarget({ checkUrl, openUrl }: ClickTarget): Promise<string> {
  const member = await loggedInMember().catch(() => undefined);
  return member === null ? openUrl : checkUrl;
}

async function openFromNotification(push: PushManager, notification: Notification) {
  const target = ClickTargetSchema.safeParse(notification.data);
  if (!target.success) return;
  await openPage(await clickTarget(target.data));
  // Told once the page is open: a page the click navigates drops a message sent before (its document
  // goes, on a slow phone before it has read it), and the page now showing the target hears of it too.
  await push.postMessageToClient({ type: PUSH_CLICK, ...target.data });
}

/** Shows `url` in a page of the site already open if there is one, else in a new window. */
async function openPage(url: string) {
  const pages = await worker.clients.matchAll({ type: "window" });
  for (const page of pages) {
    // Focused first, while the click allows it; navigate() works for the pages this worker controls.
    const focused = await page.focus().catch(() => page);
    if (await focused.navigate(url).catch(() => null)) return;
  }
  await worker.clients.openWindow(url);
}
