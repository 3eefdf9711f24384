/*
 * The long-lived answers a process holds open (the members' live event streams), so that shutting
 * down can end them with a reconnect hint instead of waiting for them (they never end by
 * themselves) or cutting them (docs/decisions/027-graceful-shutdown-and-soak.md).
 *
 * The web server (server/, bundled by esbuild) and the routes (app/, bundled by Remix) are two
 * module graphs in one process: the registry is remembered for the process so both see the same one.
 */

import { remember } from "@epic-web/remember";

/** Ends one stream: writes the hint (if it can) and closes it. */
type EndStream = (hint: string) => void;

interface Registry {
  closing: boolean;
  streams: Set<EndStream>;
}

const registry = (): Registry =>
  remember("dating-platform.open-streams", () => ({ closing: false, streams: new Set<EndStream>() }));

/**
 * The browser's EventSource waits this long (plus a random part, so the members of a stopping
 * process do not all arrive at the others in the same instant) before it connects again.
 */
export const RECONNECT_AFTER_MS = 500;
export const RECONNECT_SPREAD_MS = 1500;

/**
 * The SSE block that tells the browser when to connect again: a `retry:` field alone, which
 * dispatches no event. Its Last-Event-ID then resumes the stream after the last whole event.
 */
export function reconnectHint(random: () => number = Math.random): string {
  return `retry: ${RECONNECT_AFTER_MS + Math.floor(random() * RECONNECT_SPREAD_MS)}\n\n`;
}

/**
 * Registers an open stream; `end` is called once if the process shuts down while it is open (at
 * once when it is shutting down already). Answers the function to call when the stream ends by
 * itself.
 */
export function holdOpenStream(end: EndStream): () => void {
  const { closing, streams } = registry();
  if (closing) {
    queueMicrotask(() => end(reconnectHint()));
    return () => {};
  }
  streams.add(end);
  return () => void streams.delete(end);
}

/** Whether the process is shutting down: a new stream would be ended at once. */
export const streamsClosing = (): boolean => registry().closing;

/** Shutting down: ends every open stream with a reconnect hint (and any opened later). Answers how many were open. */
export function endOpenStreams(): number {
  const state = registry();
  state.closing = true;
  const open = [...state.streams];
  state.streams.clear();
  for (const end of open) {
    try {
      end(reconnectHint());
    } catch {
      // One stream that cannot be ended must not keep the others open.
    }
  }
  return open.length;
}

/** For tests: a fresh registry, as in a new process. */
export function resetOpenStreams(): void {
  const state = registry();
  state.closing = false;
  state.streams.clear();
}
