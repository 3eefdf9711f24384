import { useSyncExternalStore } from "react";

/**
 * Web push in this browser (docs/product.md#notifications-and-settings): whether it can receive
 * pushes, whether it does, and turning them on and off. Browser-only; the page's state is shared
 * by every part that shows it (the settings page, the push banner, the navigation's refresh).
 *
 * The states of docs/product.md: `unsupported` (no service worker, PushManager or notifications),
 * `unknown` (capable, not subscribed, not refused), `subscribed`, `denied` (the member refused
 * notifications to the site). `checking` until the browser has answered (and on the server).
 */
export type PushState = "checking" | "unsupported" | "unknown" | "subscribed" | "denied";

/** What the settings page and the banner need to know of this browser. */
export interface PushSnapshot {
  state: PushState;
  /** The subscription's endpoint while subscribed: the logout form sends it to be detached. */
  endpoint: string | null;
}

const CHECKING: PushSnapshot = { state: "checking", endpoint: null };
let current: PushSnapshot = CHECKING;
const listeners = new Set<() => void>();

function publish(next: PushSnapshot) {
  if (next.state === current.state && next.endpoint === current.endpoint) return;
  current = next;
  for (const listener of listeners) listener();
}

const subscribeToStore = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const usePushSnapshot = (): PushSnapshot =>
  useSyncExternalStore(
    subscribeToStore,
    () => current,
    () => CHECKING
  );

/** The state now, for code outside React (the refresh interval). */
export const pushStateNow = (): PushState => current.state;

export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window
  );
}

/** The registration of the site's worker, or null when there is none (yet). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration().catch(() => undefined)) ?? null;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await registration();
  return (await reg?.pushManager.getSubscription().catch(() => null)) ?? null;
}

/** Asks the browser again and publishes what it says. */
export async function refreshPushState(): Promise<PushSnapshot> {
  if (!pushSupported()) {
    publish({ state: "unsupported", endpoint: null });
    return current;
  }
  const subscription = await currentSubscription();
  if (subscription && Notification.permission === "granted")
    publish({ state: "subscribed", endpoint: subscription.endpoint });
  else publish({ state: Notification.permission === "denied" ? "denied" : "unknown", endpoint: null });
  return current;
}

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

/*
 * On login the browser's subscription is attached to the account (docs/product.md#accounts-and-login):
 * once per tab while signed in, remembered in sessionStorage; forgotten when the page finds the
 * member signed out, so the next member to sign in on this browser attaches it to themselves.
 */
const ATTACHED_KEY = "push-attached";

function markAttached(endpoint: string) {
  try {
    sessionStorage.setItem(ATTACHED_KEY, endpoint);
  } catch {
    // Storage refused (private mode): attaching again on the next page costs one request.
  }
}

export function forgetAttached() {
  try {
    sessionStorage.removeItem(ATTACHED_KEY);
  } catch {
    // Nothing kept.
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
