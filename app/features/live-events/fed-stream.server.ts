import { apiBaseUrl } from "~/api/base-url.server";
import { EVENT_ID_PATTERN } from "~/api/schemas/chat";
import type { RequestContext } from "~/context.server";
import { scopedLogger } from "../../../lib/logger";
import { holdOpenStream } from "../../../lib/open-streams";
import { encodeComment, encodeEvent, MemberStream } from "./member-stream.server";
import { SiteFeed, siteFeed } from "./site-feed.server";

const encoder = new TextEncoder();

/** How long a member's stream waits for the site's stream to open (as long as it waited for its own). */
const OPEN_WAIT_MS = 5_000;

const log = scopedLogger("site-events");

export const STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-store",
  // No proxy in front may hold the events back to fill a buffer.
  "X-Accel-Buffering": "no",
};

/** An answer without a stream, never kept by a cache. */
export const noStore = (status: number, extra: Record<string, string> = {}) =>
  new Response(null, { status, headers: { "Cache-Control": "no-store", ...extra } });

/**
 * The member's live events fed from this process's one stream of the site (decision 028): the
 * member is the session's (user.php, read by the caller), and the stream gets only the events the
 * site's stream names that member in. After a reconnect (a Last-Event-ID that is an event id) the
 * API is asked once what the member missed (missed-events.php); events that arrive meanwhile wait,
 * none is sent twice. `release` runs once the stream is over, however it ends. Answers null when
 * the API has no site stream: the caller then opens the member's own stream.
 */
export async function openFedStream(
  context: RequestContext,
  memberId: number,
  lastEventId: string | null,
  gone: AbortSignal,
  key: string,
  release: () => void
): Promise<Response | null> {
  const { tenant } = context;
  const feed = siteFeed(
    `${apiBaseUrl(tenant)} ${tenant.id}`,
    () => new SiteFeed({ tenant, domain: context.host, language: tenant.defaultLanguage, key }, log)
  );
  const ready = await feed.ready(OPEN_WAIT_MS);
  if (ready === "absent") return null;
  if (ready === "unreachable" || gone.aborted) {
    release();
    if (!gone.aborted) context.log.warn({ siteStream: ready }, "live event stream not opened");
    // Unreachable or slow to answer: the browser tries again by itself.
    return noStore(503, { "Retry-After": "30" });
  }
  const stream = new MemberStream(memberId, () => {
    feed.leave(stream);
    gone.removeEventListener("abort", close);
    unhold();
    release();
  });
  // A server shutting down ends the stream with a reconnect hint (lib/open-streams.ts): the
  // browser resumes on another process after its last event (decision 027).
  const unhold = holdOpenStream((hint) => {
    stream.write(encoder.encode(hint));
    stream.close();
  });
  const close = () => stream.close();
  gone.addEventListener("abort", close, { once: true });
  const after = lastEventId && EVENT_ID_PATTERN.test(lastEventId) ? Number(lastEventId) : null;
  if (after !== null) stream.hold(after);
  feed.add(stream);
  // Something to read at once: a proxy or browser sees the stream is open.
  stream.write(encodeComment("open"));
  // A new stream names where it starts (an `id:` alone, which the browser keeps as its
  // Last-Event-ID): one that ends before its first event still resumes without a gap.
  if (after === null && feed.newestId !== null) stream.write(encoder.encode(`id: ${feed.newestId}\n\n`));
  if (after !== null) void replayMissed(context, stream, after);
  return new Response(stream.body, { status: 200, headers: STREAM_HEADERS });
}

/** What the member missed since `after`, then the events held back meanwhile. */
async function replayMissed(context: RequestContext, stream: MemberStream, after: number) {
  try {
    const { events } = await context.api.call("getMissedEvents", { query: { after: String(after) } });
    stream.release(events.map(({ id, event }) => encodeEvent(id, JSON.stringify(event))));
  } catch (error) {
    // The stream goes on live: what was missed shows with the page's next reading of its data.
    context.log.warn({ error: String(error) }, "missed events not read");
    stream.release([]);
  }
}
