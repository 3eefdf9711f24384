import { ATTACHED_KEY, currentSubscription, forgetAttached, pushSupported, refreshPushState } from "./push-state";

/*
 * Turning pushes on and off, and attaching this browser's subscription to the member who signed
 * in. Loaded when the page needs it (a signed-in page after load, the banner's button, the
 * settings page), so a visitor's page does not carry it.
 */

/** The VAPID public key (base64url, as settings.php gives it) as the bytes PushManager wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + "=".repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const RESOURCE = "/resources/push-subscription";

/** Tells the site (and so the API) about this browser's subscription, or that it ended. */
async function post(fields: Record<string, string>): Promise<boolean> {
  const response = await fetch(RESOURCE, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: new URLSearchParams(fields),
  }).catch(() => null);
  return Boolean(response?.ok);
}

const attach = (subscription: PushSubscription) =>
  post({ intent: "subscribe", subscription: JSON.stringify(subscription.toJSON()) });

/** What turning pushes on ended in: the new state, or why it did not happen. */
export type SubscribeOutcome = "subscribed" | "denied" | "failed";

/** Asks for permission, subscribes with the site's key and attaches the subscription to the member. */
export async function subscribePush(publicKey: string): Promise<SubscribeOutcome> {
  if (!pushSupported()) return "failed";
  try {
    const permission = await Notification.requestPermission();
    if (permission !== "granted") {
      await refreshPushState();
      return permission === "denied" ? "denied" : "failed";
    }
    const reg = await navigator.serviceWorker.ready;
    const subscription =
      (await reg.pushManager.getSubscription()) ??
      (await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(publicKey),
      }));
    if (!(await attach(subscription))) {
      // The API did not take it: a subscription nobody sends to would only mislead the member.
      await subscription.unsubscribe().catch(() => false);
      await refreshPushState();
      return "failed";
    }
    markAttached(subscription.endpoint);
    await refreshPushState();
    return "subscribed";
  } catch {
    await refreshPushState();
    return "failed";
  }
}

/** Ends this browser's subscription and detaches it from the member. */
export async function unsubscribePush(): Promise<boolean> {
  const subscription = await currentSubscription();
  if (!subscription) {
    await refreshPushState();
    return true;
  }
  const detached = await post({ intent: "unsubscribe", endpoint: subscription.endpoint });
  await subscription.unsubscribe().catch(() => false);
  forgetAttached();
  await refreshPushState();
  return detached;
}

function markAttached(endpoint: string) {
  try {
    sessionStorage.setItem(ATTACHED_KEY, endpoint);
  } catch {
    // Storage refused (private mode): attaching again on the next page costs one request.
  }
}

/** Attaches this browser's subscription to the signed-in member unless this tab already did. */
export async function attachAfterLogin(): Promise<void> {
  if (!pushSupported()) return void (await refreshPushState());
  // The worker registers after the page loads: a subscription, if any, is the active worker's.
  await navigator.serviceWorker.ready;
  const snapshot = await refreshPushState();
  if (snapshot.state !== "subscribed" || !snapshot.endpoint) return;
  let attached: string | null = null;
  try {
    attached = sessionStorage.getItem(ATTACHED_KEY);
  } catch {
    attached = null;
  }
  if (attached === snapshot.endpoint) return;
  const subscription = await currentSubscription();
  if (subscription && (await attach(subscription))) markAttached(subscription.endpoint);
}
