import type { Context, Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { ChatErrorCode, EVENT_ID_PATTERN, EVENTS_KEY_HEADER } from "../../app/api/schemas/chat";
import type { AppEnv } from "../app-env";
import { sameSecret } from "../auth";
import { HttpError, requireMember, respond } from "../http";
import { serveEndpoint } from "../serve-endpoint";
import { clientIp } from "./limits";

/** A comment line this often keeps proxies and browsers from closing a quiet stream. */
export const KEEP_ALIVE_MS = 15_000;

/** The Last-Event-ID header, or ?last_event_id= (a reconnect that cannot set headers). */
function lastEventId(header: string | undefined, query: string | undefined): number | undefined {
  const raw = header ?? query;
  if (raw === undefined || raw === "") return undefined;
  if (!EVENT_ID_PATTERN.test(raw)) {
    throw new HttpError(400, { error: "validation_failed", fields: { last_event_id: "invalid_string" } });
  }
  return Number(raw);
}

/**
 * An event stream's answer: names where it starts (an `id:` alone, which the browser keeps as its
 * Last-Event-ID and dispatches nothing for) unless the client resumed from an id of its own, then
 * subscribes, says ": open" and keeps the stream alive until the client goes away or the app
 * closes; the subscription ends with it. A stream whose end comes before any event (a web process
 * restarting) still resumes without missing what happened meanwhile
 * (docs/decisions/027-graceful-shutdown-and-soak.md).
 */
function eventStream(
  c: Context<AppEnv>,
  {
    startId,
    resumed,
    subscribe,
    onEnd = () => {},
    failure,
  }: {
    startId: number;
    resumed: boolean;
    subscribe: (write: (id: number, data: unknown) => void) => Promise<() => void>;
    onEnd?: () => void;
    failure: string;
  }
) {
  const live = c.get("live");
  const res = streamSSE(
    c,
    async (stream) => {
      let end = () => {};
      const ended = new Promise<void>((resolve) => (end = resolve));
      stream.onAbort(end);
      live.streams.add(end);
      let stop = () => {};
      let keepAlive: ReturnType<typeof setInterval> | undefined;
      try {
        if (!resumed) await stream.write(`id: ${startId}\n\n`);
        stop = await subscribe((id, data) => void stream.writeSSE({ id: String(id), data: JSON.stringify(data) }));
        keepAlive = setInterval(() => void stream.write(": keep-alive\n\n"), KEEP_ALIVE_MS);
        // Something to read at once: a proxy or client sees the stream is open.
        await stream.write(": open\n\n");
        if (!stream.aborted) await ended;
      } finally {
        clearInterval(keepAlive);
        stop();
        live.streams.delete(end);
        onEnd();
      }
    },
    async (error) => {
      c.get("options").log({ level: "error", msg: failure, error: String(error) });
    }
  );
  res.headers.set("Cache-Control", "no-store");
  res.headers.set("X-Accel-Buffering", "no");
  return res;
}

/**
 * events.php: the member's live events as text/event-stream (decision 016). Replays what a
 * reconnect missed, then streams until the client goes away or the app closes; the
 * subscription ends with it. The Node server has no timeout on answers being written.
 */
export function eventRoutes(app: Hono<AppEnv>) {
  serveEndpoint(app, "getMissedEvents", async (c) => {
    const member = requireMember(c);
    const after = Number(c.req.query("after"));
    const events = await c.get("live").bus.missed(member.id, after);
    return respond(c, "getMissedEvents", { events });
  });

  /**
   * site-events.php: every event of the site's members, for the web tier's one stream per web
   * process (decision 028). Only with the web tier's key: the stream carries every member's
   * messages. Not capped per address like a member's streams: one per web process and site.
   */
  serveEndpoint(app, "getSiteEvents", async (c) => {
    const { eventsKey } = c.get("options");
    if (!eventsKey) throw new HttpError(404, { error: "not_found" });
    if (!sameSecret(c.req.header(EVENTS_KEY_HEADER) ?? "", eventsKey)) {
      throw new HttpError(403, { error: ChatErrorCode.eventsKeyRequired });
    }
    const site = c.get("site");
    const after = lastEventId(c.req.header("Last-Event-ID"), c.req.query("last_event_id"));
    const live = c.get("live");
    // A new site stream names the site's newest event first (an `id:` alone), so the web process
    // can tell each member's new stream where it starts (decision 027). Read before the answer
    // starts: every event after it reaches the stream, also one sent the moment it opens.
    const from = after ?? (await live.bus.latestSiteId(site.id));
    return eventStream(c, {
      startId: from,
      resumed: after !== undefined,
      subscribe: (write) =>
        live.bus.subscribeSite(site.id, from, (memberId, { id, event }) => write(id, { member_id: memberId, event })),
      failure: "site event stream failed",
    });
  });

  serveEndpoint(app, "getEvents", async (c) => {
    const member = requireMember(c);
    const given = lastEventId(c.req.header("Last-Event-ID"), c.req.query("last_event_id"));
    const live = c.get("live");
    // One member's tabs and devices, or one address, hold a bounded number of streams: each is a
    // socket, a subscription and a timer for as long as it lasts.
    // Where a new stream starts, read before the answer starts: an event sent the moment it opens
    // is after it, so it reaches the stream.
    const after = given ?? (await live.bus.latestId(member.id));
    const release = live.streamSlots.take(String(member.id), clientIp(c));
    if (!release) throw new HttpError(429, { error: ChatErrorCode.tooManyStreams });
    return eventStream(c, {
      startId: after,
      resumed: given !== undefined,
      subscribe: (write) => live.bus.subscribe(member.id, after, ({ id, event }) => write(id, event)),
      onEnd: release,
      failure: "event stream failed",
    });
  });
}
