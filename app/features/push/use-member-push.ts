import { useEffect } from "react";
import { forgetAttached, refreshPushState } from "./push-state";

/**
 * The page's part of push for the member: reads this browser's push state once the page runs,
 * attaches an existing subscription to the member who signed in, and forgets that it did when
 * the page finds nobody signed in.
 */
export function useMemberPush(loggedIn: boolean) {
  useEffect(() => {
    void refreshPushState();
    // Attaching is loaded only for a signed-in page, after it runs.
    if (loggedIn) void import("./push-subscription").then(({ attachAfterLogin }) => attachAfterLogin());
    else forgetAttached();
  }, [loggedIn]);
}

/** The page-hidden beacon's route (docs/product.md#notifications-and-settings). */
export const PAGE_HIDDEN_PATH = "/resources/page-hidden";

/**
 * When the member's page goes out of sight, a beacon tells the API when the member was last seen
 * (search and profiles show "online" from it). A beacon survives the page being closed; a
 * browser without sendBeacon sends nothing.
 */
export function usePageHiddenBeacon(loggedIn: boolean) {
  useEffect(() => {
    if (!loggedIn || typeof navigator.sendBeacon !== "function") return;
    const onChange = () => {
      if (document.visibilityState === "hidden") navigator.sendBeacon(PAGE_HIDDEN_PATH);
    };
    document.addEventListener("visibilitychange", onChange);
    return () => document.removeEventListener("visibilitychange", onChange);
  }, [loggedIn]);
}
