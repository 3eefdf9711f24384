import { useEffect } from "react";
import { POLL_EVERY_MS, POLL_FIRST_AFTER_MS } from "~/domain/chat";
import { titleWithCount } from "~/utils/badges";
import { refreshLiveCounts, useLiveCountsStore } from "./live-counts";
import type { NavUser } from "./main-nav";

/**
 * Keeps the navigation's badges, the title prefix and the app badge current without reloading
 * the page. Without JavaScript the server-rendered counts stand.
 */
export function useLiveCounts(user: NavUser | null): NavUser | null {
  const counts = useLiveCountsStore();
  const loggedIn = user !== null;
  useEffect(() => {
    if (!loggedIn) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const refresh = () => {
      if (document.visibilityState === "visible") void refreshLiveCounts();
    };
    // docs/product.md#navigation: the counts (the user) are read again every minute, starting 5 s after load.
    const first = setTimeout(() => {
      refresh();
      interval = setInterval(refresh, POLL_EVERY_MS);
    }, POLL_FIRST_AFTER_MS);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, [loggedIn]);

  const live = user && counts ? { ...user, ...counts } : user;
  const total = live ? live.unread + live.newLikes : 0;
  useEffect(() => {
    document.title = titleWithCount(document.title, total);
    // docs/product.md#notifications-and-settings: the app badge equals unread messages plus new likes (installed app only).
    const nav = navigator as Navigator & { setAppBadge?: (n?: number) => Promise<void> };
    nav.setAppBadge?.(total).catch(() => {});
  }, [total]);
  return live;
}
