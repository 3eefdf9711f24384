import { openSiteEventStream, type SiteStreamTarget } from "~/api/events.server";
import { SiteEventSchema } from "~/api/schemas/chat";
import { SseParser } from "~/api/sse";
import { encodeComment, encodeEvent, type MemberStream } from "./member-stream.server";

/** A comment this often keeps every member's stream open through proxies (as the API's own stream does). */
export const KEEP_ALIVE_MS = 15_000;
/** Without a byte from the API this long (its keep-alive comes every 15 s), the site's stream is dead: opened again. */
const SILENT_MS = 45_000;
/** After the last member's stream closed, the site's stream stays open this long for the next one. */
const IDLE_MS = 30_000;
/** An API without a site stream (404, 403) is asked again after this long; meanwhile members get their own streams. */
const ABSENT_FOR_MS = 60_000;
/** Waits before opening the site's stream again after it failed: 0.5 s, doubling, at most 10 s. */
const RETRY_MS = [500, 1_000, 2_000, 5_000, 10_000];

/** What a member's stream that joins hears: the site's stream is open, the API has none, or it cannot be reached. */
export type JoinResult = "open" | "absent" | "unreachable";

/** Where the feed reports (a pino logger: lib/logger.ts). */
export interface FeedLog {
  warn(entry: Record<string, unknown>, msg: string): void;
  error(entry: Record<string, unknown>, msg: string): void;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * One site's events in this web process (decision 028): ONE stream from the API (site-events.php)
 * however many members' pages are open, each event passed on to the open streams of the member it
 * names and to no one else. Opened with the first member's stream, kept while any is open (and
 * IDLE_MS after), opened again after a loss with Last-Event-ID, so the API replays what the site
 * missed meanwhile and the members' streams stay open.
 */
export class SiteFeed {
  private readonly members = new Map<number, Set<MemberStream>>();
  private lastId: number | null = null;
  private running: AbortController | null = null;
  /** Settles when the current attempt to open the site's stream has an answer. */
  private opened: Promise<JoinResult> | null = null;
  private settle: (result: JoinResult) => void = () => {};
  private open = false;
  private absentUntil = 0;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private keepAlive: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly target: SiteStreamTarget,
    private readonly log: FeedLog,
    private readonly openStream = openSiteEventStream
  ) {}

  /**
   * Whether the site's stream is open ("open"), waiting at most `waitMs` while it is being opened;
   * "absent" when the API has no site stream, "unreachable" when it could not be opened.
   */
  async ready(waitMs: number): Promise<JoinResult> {
    if (Date.now() < this.absentUntil) return "absent";
    clearTimeout(this.idleTimer);
    if (!this.running) this.start();
    if (this.open) return "open";
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<JoinResult>((resolve) => (timer = setTimeout(() => resolve("unreachable"), waitMs)));
    const result = await Promise.race([this.opened!, timeout]);
    clearTimeout(timer);
    if (result !== "open") this.leaveSoon();
    return result;
  }

  /** From now on the member's stream gets every event of the site's stream that names its member. */
  add(stream: MemberStream): void {
    if (stream.isClosed) return;
    clearTimeout(this.idleTimer);
    const set = this.members.get(stream.memberId) ?? new Set();
    set.add(stream);
    this.members.set(stream.memberId, set);
  }

  /** The member's stream is gone (closed by anyone): the site's stream closes IDLE_MS after the last one. */
  leave(stream: MemberStream): void {
    const set = this.members.get(stream.memberId);
    if (set?.delete(stream) && set.size === 0) this.members.delete(stream.memberId);
    this.leaveSoon();
  }

  /**
   * The newest event id of the site this feed has heard (the site's stream names it when it opens),
   * null before that: a member's stream that starts now misses nothing after it.
   */
  get newestId(): number | null {
    return this.lastId;
  }

  /** The members' streams it feeds now. */
  streams(): MemberStream[] {
    return [...this.members.values()].flatMap((set) => [...set]);
  }

  /** Ends the site's stream and every member's stream fed by it (the server is closing). */
  close(): void {
    for (const set of [...this.members.values()]) for (const stream of [...set]) stream.close();
    this.members.clear();
    this.stop();
  }

  private leaveSoon(): void {
    if (this.members.size > 0) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.members.size === 0 && this.stop(), IDLE_MS);
    this.idleTimer.unref?.();
  }

  private stop(): void {
    clearTimeout(this.idleTimer);
    clearInterval(this.keepAlive);
    this.keepAlive = undefined;
    this.running?.abort();
    this.running = null;
    this.open = false;
    this.settle("unreachable");
  }

  private newAttempt(): void {
    this.opened = new Promise((resolve) => (this.settle = resolve));
  }

  private start(): void {
    const running = new AbortController();
    this.running = running;
    this.newAttempt();
    this.keepAlive = setInterval(() => this.broadcast(encodeComment("keep-alive")), KEEP_ALIVE_MS);
    this.keepAlive.unref?.();
    void this.run(running.signal);
  }

  /** Opens the site's stream and reads it, again and again after a loss, until stopped. */
  private async run(signal: AbortSignal): Promise<void> {
    let failures = 0;
    while (!signal.aborted) {
      const outcome = await this.readOnce(signal).catch((error: unknown) => {
        if (!signal.aborted) this.log.warn({ error: String(error) }, "site event stream lost");
        return "lost" as const;
      });
      // Stopped: a newer run may be under way, whose state is not this one's to touch.
      if (signal.aborted) return;
      this.open = false;
      if (outcome === "absent") {
        // The operator's API offers no site stream: its members' pages get streams of their own.
        this.absentUntil = Date.now() + ABSENT_FOR_MS;
        this.settle("absent");
        this.close();
        return;
      }
      this.settle("unreachable");
      this.newAttempt();
      if (outcome === "read") failures = 0;
      await sleep(RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)], signal);
    }
  }

  /** One connection: "absent" when the API has no site stream, "read" when it ended after it was open. */
  private async readOnce(signal: AbortSignal): Promise<"absent" | "read" | "lost"> {
    const attempt = new AbortController();
    const abort = () => attempt.abort();
    signal.addEventListener("abort", abort, { once: true });
    try {
      const response = await this.openStream(this.target, this.lastId, attempt.signal);
      if (response.status === 404 || response.status === 403) {
        response.body?.cancel().catch(() => {});
        if (response.status === 403) this.log.error({}, "site event stream refused the web tier's key");
        return "absent";
      }
      if (!response.ok || !response.body) {
        response.body?.cancel().catch(() => {});
        this.log.warn({ status: response.status }, "site event stream answered");
        return "lost";
      }
      let silent = setTimeout(abort, SILENT_MS);
      const parser = new SseParser(
        (id, data) => this.heard(id, data),
        () => {
          if (this.open) return;
          this.open = true;
          this.settle("open");
        }
      );
      const decoder = new TextDecoder();
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        clearTimeout(silent);
        silent = setTimeout(abort, SILENT_MS);
        parser.push(decoder.decode(value, { stream: true }));
      }
      clearTimeout(silent);
      return this.open ? "read" : "lost";
    } finally {
      signal.removeEventListener("abort", abort);
      attempt.abort();
    }
  }

  /** One event of the site's stream: to the open streams of the member it names, and to no one else. */
  private heard(id: string | null, data: string): void {
    const eventId = Number(id);
    if (!id || !Number.isSafeInteger(eventId)) return;
    if (this.lastId === null || eventId > this.lastId) this.lastId = eventId;
    // The site's position alone (sent when the stream opens): no event to pass on.
    if (data === "") return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      parsed = undefined;
    }
    const event = SiteEventSchema.safeParse(parsed);
    if (!event.success) {
      this.log.warn({ id }, "site event stream sent an event outside the contract");
      return;
    }
    const streams = this.members.get(event.data.member_id);
    if (!streams) return;
    const encoded = encodeEvent(eventId, JSON.stringify(event.data.event));
    for (const stream of [...streams]) stream.send(encoded);
  }

  private broadcast(bytes: Uint8Array): void {
    for (const set of this.members.values()) for (const stream of set) stream.write(bytes);
  }
}

/** This process's site feeds, one per site and API (a tenant's domains all name one site). */
const feeds = new Map<string, SiteFeed>();

/** The site's feed in this process, made at its first member's stream. */
export function siteFeed(key: string, make: () => SiteFeed): SiteFeed {
  let feed = feeds.get(key);
  if (!feed) {
    feed = make();
    feeds.set(key, feed);
  }
  return feed;
}
