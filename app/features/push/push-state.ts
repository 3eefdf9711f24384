import { useSyncExternalStore } from "react";

/**
 * Web push in this browser (docs/product.md#notifications-and-settings): whether it can receive
 * pushes and whether it does (turning them on and off: ./push-subscription.ts, loaded when
 * needed). Browser-only; the page's state is shared
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

export async function currentSubscription(): Promise<PushSubscription | null> {
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

/*
 * On login the browser's subscription is attached to the account (docs/product.md#accounts-and-login):
 * once per tab while signed in, remembered in sessionStorage; forgotten when the page finds the
 * member signed out, so the next member to sign in on this browser attaches it to themselves.
 */
export const ATTACHED_KEY = "push-attached";

export function forgetAttached() {
  try {
    sessionStorage.removeItem(ATTACHED_KEY);
  } catch {
    // Nothing kept.
  }
}
