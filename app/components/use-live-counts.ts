import { useEffect } from "react";
import { PUSH_MESSAGE } from "~/domain/push-messages";
import { POLL_EVERY_MS, POLL_EVERY_WITH_PUSH_MS, POLL_FIRST_AFTER_MS } from "~/domain/chat";
import { titleWithCount } from "~/utils/badges";
import { refreshLiveCounts, useLiveCountsStore } from "./live-counts";
import type { NavUser } from "./main-nav";

/**
 * Keeps the navigation's badges, the title prefix and the app badge current without reloading
 * the page. Without JavaScript the server-rendered counts stand. `pushSubscribed`: this browser
 * receives the member's pushes.
 */
export function useLiveCounts(user: NavUser | null, { pushSubscribed = false } = {}): NavUser | null {
  const counts = useLiveCountsStore();
  const loggedIn = user !== null;
  // Pushes call the member back, so the counts need asking only every 5 minutes (docs/product.md#navigation).
  const every = pushSubscribed ? POLL_EVERY_WITH_PUSH_MS : POLL_EVERY_MS;
  useEffect(() => {
    if (!loggedIn) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const refresh = () => {
      if (document.visibilityState === "visible") void refreshLiveCounts();
    };
    // docs/product.md#navigation: the counts (the user) are read again every minute (5 with push), starting 5 s after load.
    const first = setTimeout(() => {
      refresh();
      interval = setInterval(refresh, every);
    }, POLL_FIRST_AFTER_MS);
    // A push that reached this browser (posted by the service worker) is news now, not in 5 minutes.
    const onWorkerMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === PUSH_MESSAGE) void refreshLiveCounts();
    };
    navigator.serviceWorker?.addEventListener("message", onWorkerMessage);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
      navigator.serviceWorker?.removeEventListener("message", onWorkerMessage);
    };
  }, [loggedIn, every]);

  const live = user && counts ? { ...user, ...counts } : user;
  const total = live ? live.unread + live.newLikes : 0;
  useEffect(() => {
    document.title = titleWithCount(document.title, total);
    // docs/product.md#notifications-and-settings: the app badge equals unread messages plus new likes
    // (installed app only), cleared at 0; a browser without it, or one that refuses, is left alone.
    const nav = navigator as Navigator & {
      setAppBadge?: (n?: number) => Promise<void>;
      clearAppBadge?: () => Promise<void>;
    };
    try {
      const done = total > 0 ? nav.setAppBadge?.(total) : nav.clearAppBadge?.();
      done?.catch(() => {});
    } catch {
      // A badge failure is ignored (docs/product.md#errors).
    }
  }, [total]);
  return live;
}
