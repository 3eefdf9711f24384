import type { LoaderFunctionArgs } from "@remix-run/node";
import { openEventStream } from "~/api/events.server";

const STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-store",
  // No proxy in front may hold the events back to fill a buffer.
  "X-Accel-Buffering": "no",
};

/**
 * The member's live events (SPEC §4: messages, typing, read state, likes, credits) passed on from
 * the API's stream to the browser's EventSource, resumed after its Last-Event-ID and ended when the
 * browser goes away. 204 when there is nothing to stream (no session, or an API without an event
 * stream): EventSource then stops for good and the page polls instead.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!(await context.token())) return new Response(null, { status: 204 });
  let upstream: Response;
  try {
    // The connection's own signal: the request's may never abort (context.server.ts), and the
    // API's stream would then outlive the browser's.
    const gone = context.connectionClosed ?? request.signal;
    upstream = await openEventStream(context, request.headers.get("Last-Event-ID"), gone);
  } catch {
    // Unreachable or slow to answer: the browser tries again by itself (EventSource's retry).
    return new Response(null, { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "30" } });
  }
  if (upstream.status === 404 || (upstream.ok && !upstream.body)) return new Response(null, { status: 204 });
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel();
    return new Response(null, {
      status: upstream.status === 403 ? 204 : 503,
      headers: { "Cache-Control": "no-store" },
    });
  }
  return new Response(endingQuietly(upstream.body), { status: 200, headers: STREAM_HEADERS });
}

/**
 * The API's stream, passed on chunk by chunk, that simply ends when reading it fails: the browser
 * leaving aborts the upstream request, which is the normal end of a live stream, not an error.
 */
function endingQuietly(source: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch {
        try {
          controller.close();
        } catch {
          // Already cancelled by the reader on the browser's side.
        }
      }
    },
    cancel: (reason) => reader.cancel(reason).catch(() => {}),
  });
}
