import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { ChatEvent } from "~/api/schemas/chat";
import { refreshLiveCounts } from "~/components/live-counts";
import { POLL_EVERY_MS, POLL_EVERY_WITH_PUSH_MS, POLL_FIRST_AFTER_MS } from "~/domain/chat";
import { pushStateNow } from "~/features/push/push-state";

/** Events after which the navigation's counts (unread, likes, credits) are loaded again. */
const COUNTED: ChatEvent["type"][] = ["message", "read", "like", "match", "credits"];

type Listener = { onEvent: (event: ChatEvent) => void; revalidate: () => void };

/**
 * One stream per page, however many parts of it listen: on a wide screen the conversation list and
 * the conversation both follow the events, and two streams would hold two of the browser's few
 * connections to the site.
 */
const listeners = new Set<{ current: Listener }>();
let close: (() => void) | null = null;

function open() {
  const source = new EventSource("/resources/events");
  let first: ReturnType<typeof setTimeout> | undefined;
  let interval: ReturnType<typeof setInterval> | undefined;
  // One revalidation reloads every loader of the page: the first listener's is enough. Each is
  // counted on <html data-chat-refreshes>, so how often a page without a stream asked can be read
  // from outside it (the browser test of polling moves the page's clock and reads the count).
  let refreshes = 0;
  const poll = () => {
    if (document.visibilityState !== "visible") return;
    document.documentElement.dataset.chatRefreshes = String(++refreshes);
    listeners.values().next().value?.current.revalidate();
  };
  source.onmessage = (message) => {
    let event: ChatEvent;
    try {
      event = JSON.parse(message.data) as ChatEvent;
    } catch {
      return;
    }
    for (const listener of [...listeners]) listener.current.onEvent(event);
    if (COUNTED.includes(event.type)) void refreshLiveCounts({ changed: true });
  };
  source.onerror = () => {
    if (source.readyState !== EventSource.CLOSED || first) return;
    first = setTimeout(() => {
      poll();
      interval = setInterval(poll, pushStateNow() === "subscribed" ? POLL_EVERY_WITH_PUSH_MS : POLL_EVERY_MS);
    }, POLL_FIRST_AFTER_MS);
  };
  return () => {
    source.close();
    clearTimeout(first);
    clearInterval(interval);
  };
}

/**
 * The member's live events (docs/product.md#chat) through /resources/events: each event goes to `onEvent`, and
 * the navigation's counts are loaded again after the ones that change them. EventSource reconnects
 * by itself (resuming after the last event id). When the site has no event stream (the route
 * answers 204, which closes the EventSource for good) the page is asked again every
 * POLL_EVERY_MS instead, the first time POLL_FIRST_AFTER_MS after load (docs/product.md#chat).
 */
export function useChatEvents(onEvent: (event: ChatEvent) => void) {
  const { revalidate } = useRevalidator();
  const latest = useRef<Listener>({ onEvent, revalidate });
  latest.current = { onEvent, revalidate };
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    listeners.add(latest);
    if (!close) close = open();
    return () => {
      listeners.delete(latest);
      if (listeners.size === 0 && close) {
        close();
        close = null;
      }
    };
  }, []);
}
