import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { ChatEvent } from "~/api/schemas/chat";
import { refreshLiveCounts } from "~/components/live-counts";
import { POLL_EVERY_MS, POLL_FIRST_AFTER_MS } from "~/domain/chat";

/** Events after which the navigation's counts (unread, likes, credits) are loaded again. */
const COUNTED: ChatEvent["type"][] = ["message", "read", "like", "match", "credits"];

/**
 * The member's live events (SPEC §4) through /resources/events: each event goes to `onEvent`, and
 * the navigation's counts are loaded again after the ones that change them. EventSource reconnects
 * by itself (resuming after the last event id). When the site has no event stream (the route
 * answers 204, which closes the EventSource for good) the page is asked again every
 * POLL_EVERY_MS instead, the first time POLL_FIRST_AFTER_MS after load (SPEC §7).
 */
export function useChatEvents(onEvent: (event: ChatEvent) => void) {
  const { revalidate } = useRevalidator();
  const latest = useRef({ onEvent, revalidate });
  latest.current = { onEvent, revalidate };
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource("/resources/events");
    let first: ReturnType<typeof setTimeout> | undefined;
    let interval: ReturnType<typeof setInterval> | undefined;
    const poll = () => {
      if (document.visibilityState === "visible") latest.current.revalidate();
    };
    source.onmessage = (message) => {
      let event: ChatEvent;
      try {
        event = JSON.parse(message.data) as ChatEvent;
      } catch {
        return;
      }
      latest.current.onEvent(event);
      if (COUNTED.includes(event.type)) void refreshLiveCounts();
    };
    source.onerror = () => {
      if (source.readyState !== EventSource.CLOSED || first) return;
      first = setTimeout(() => {
        poll();
        interval = setInterval(poll, POLL_EVERY_MS);
      }, POLL_FIRST_AFTER_MS);
    };
    return () => {
      source.close();
      clearTimeout(first);
      clearInterval(interval);
    };
  }, []);
}
