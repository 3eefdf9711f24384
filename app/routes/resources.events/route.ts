import type { LoaderFunctionArgs } from "@remix-run/node";
import { openEventStream } from "~/api/events.server";
import { EVENT_STREAMS_PER_MEMBER } from "~/domain/chat";
import { StreamSlots } from "~/domain/stream-slots";
import { noStore, openFedStream, STREAM_HEADERS } from "~/features/live-events/fed-stream.server";
import { webEnv } from "../../../lib/env";
import { holdOpenStream } from "../../../lib/open-streams";
import { WholeEvents } from "./whole-events";

const encoder = new TextEncoder();

/**
 * The streams this process holds open, per member and per address: each holds a socket to the
 * browser (and, without the site's stream, one to the API) for as long as it lasts.
 */
const slots = new StreamSlots(EVENT_STREAMS_PER_MEMBER, webEnv().EVENT_STREAMS_PER_IP);

/**
 * The member's live events (docs/product.md#chat: messages, typing, read state, likes, credits) to
 * the browser's EventSource, resumed after its Last-Event-ID and ended when the browser goes away.
 * With the web tier's key (EVENTS_KEY) they come from this process's one stream of the site's
 * events (decision 028); without it, or from an API without that stream, each browser's stream is
 * passed on from a stream of its own to the API. 204 when there is nothing to stream (no session, or an API without an event
 * stream) or when the member or address holds as many streams as it may (here or at the API): that
 * EventSource then stops for good and its page polls instead, while the open ones go on.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = await context.token();
  if (!token) return new Response(null, { status: 204 });
  // The cap is the member's, whatever logins and devices they hold: counted by the member the API
  // names for the session (kept per session for a few seconds), never by the session itself.
  const member = await context.user().catch(() => undefined);
  if (member === null) return noStore(204);
  if (member === undefined) {
    context.log.warn("live event stream not opened: the member could not be read");
    return noStore(503, { "Retry-After": "30" });
  }
  const release = slots.take(String(member.profile.id), context.clientIp);
  if (!release) return noStore(204);
  // The connection's own signal: the request's may never abort (context.server.ts), and the
  // API's stream would then outlive the browser's.
  const gone = context.connectionClosed ?? request.signal;
  const key = webEnv().EVENTS_KEY;
  if (key) {
    const fed = await openFedStream(
      context,
      member.profile.id,
      request.headers.get("Last-Event-ID"),
      gone,
      key,
      release
    );
    if (fed) return fed;
  }
  gone.addEventListener("abort", release, { once: true });
  let upstream: Response;
  try {
    upstream = await openEventStream(context, request.headers.get("Last-Event-ID"), gone);
  } catch {
    release();
    // Unreachable or slow to answer: the browser tries again by itself (EventSource's retry).
    return noStore(503, { "Retry-After": "30" });
  }
  if (upstream.ok && upstream.body) {
    return new Response(endingQuietly(upstream.body, release), { status: 200, headers: STREAM_HEADERS });
  }
  release();
  // Not awaited: a body that is never read may not settle its cancel.
  upstream.body?.cancel().catch(() => {});
  const polls = upstream.ok || [403, 404, 429].includes(upstream.status);
  return noStore(polls ? 204 : 503);
}

/**
 * The API's stream, passed on whole event by whole event, that simply ends when reading it fails:
 * the browser leaving aborts the upstream request, which is the normal end of a live stream, not an
 * error. `ended` runs once it is over, however it ends. When the process shuts down it ends with a
 * reconnect hint (lib/open-streams.ts): a part of an event not yet whole is never sent, so the
 * browser's Last-Event-ID is that of the last event it got, and the API replays the rest to the
 * process it reconnects to (docs/decisions/027-graceful-shutdown-and-soak.md).
 */
function endingQuietly(source: ReadableStream<Uint8Array>, ended: () => void): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  const events = new WholeEvents();
  let over = false;
  let unhold = () => {};
  const finish = () => {
    if (over) return false;
    over = true;
    unhold();
    ended();
    return true;
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      unhold = holdOpenStream((hint) => {
        if (!finish()) return;
        controller.enqueue(encoder.encode(hint));
        controller.close();
        // Not awaited: the API's side settles whenever it does.
        reader.cancel().catch(() => {});
      });
    },
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (over) return;
        if (done) {
          finish();
          controller.close();
        } else {
          const whole = events.push(value);
          if (whole) controller.enqueue(whole);
        }
      } catch {
        if (!finish()) return;
        try {
          controller.close();
        } catch {
          // Already cancelled by the reader on the browser's side.
        }
      }
    },
    cancel: (reason) => {
      finish();
      // Not awaited: the browser is gone, whenever the API's side settles.
      reader.cancel(reason).catch(() => {});
    },
  });
}
