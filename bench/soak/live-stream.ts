// A member's live event stream held as the browser's EventSource holds it: open for the whole
// soak, connected again after it ends (after the server's `retry:` hint, 3 s without one, as
// Chromium does) with the Last-Event-ID of the last event it got.
import http from "node:http";
import { EventStreamParser, type StreamEvent } from "../event-stream";
import type { Browser } from "./browser";
import type { Stats } from "./stats";

/** Chromium's reconnection time when the server names none. */
const DEFAULT_RETRY_MS = 3000;
/** How long a (re)connection may take to answer. */
const OPEN_TIMEOUT_MS = 30_000;

export class LiveStream {
  private lastEventId: string | null = null;
  private retryMs = DEFAULT_RETRY_MS;
  private closed = false;
  private req?: http.ClientRequest;
  /** Times the stream ended and was connected again. */
  reconnects = 0;
  /**
   * Times it ended without a `retry:` hint just before: cut rather than ended by a process
   * shutting down gracefully (docs/decisions/027-graceful-shutdown-and-soak.md).
   */
  cut = 0;
  private hinted = false;
  /** Reconnections without a Last-Event-ID: they could not resume, so events may be missing. */
  blind = 0;
  /** Event ids seen twice (a resume that replayed what had arrived): must stay 0. */
  readonly repeated: string[] = [];
  private readonly seen = new Set<string>();

  constructor(
    private readonly browser: Browser,
    private readonly stats: Stats,
    private readonly onEvent: (event: StreamEvent) => void
  ) {}

  /** Connects; resolves once the stream is open (its first bytes arrived). */
  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      let opened = false;
      const headers = this.browser.headers({
        accept: "text/event-stream",
        ...(this.lastEventId ? { "last-event-id": this.lastEventId } : {}),
      });
      // A connection of its own, as a browser's EventSource holds one.
      const req = http.get(`${this.browser.url}/resources/events`, { agent: false, headers }, (res) => {
        const type = String(res.headers["content-type"] ?? "");
        if (res.statusCode !== 200 || !type.startsWith("text/event-stream")) {
          // An EventSource stops for good on any other answer: the member's page would poll instead.
          res.resume();
          clearTimeout(timer);
          reject(new Error(`/resources/events answered ${res.statusCode} ${type}`));
          return;
        }
        const parser = new EventStreamParser(
          (event) => {
            if (event.id) {
              if (this.seen.has(event.id)) this.repeated.push(event.id);
              this.seen.add(event.id);
            }
            this.onEvent(event);
          },
          () => {},
          (ms) => {
            this.retryMs = ms;
            this.hinted = true;
          },
          (id) => (this.lastEventId = id)
        );
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          if (!opened) {
            opened = true;
            clearTimeout(timer);
            // The first opening is the member's step; a reconnection after the stream ended is timed here.
            if (this.reconnects) this.stats.time("stream reconnect", Date.now() - started);
            resolve();
          }
          parser.push(chunk);
        });
        // However it ends: its end, or a connection cut under it.
        res.on("close", () => this.ended(opened));
        res.on("error", () => undefined);
      });
      this.req = req;
      const timer = setTimeout(() => req.destroy(new Error("no stream within 30 s")), OPEN_TIMEOUT_MS);
      req.on("error", (error) => {
        clearTimeout(timer);
        if (!opened) reject(error);
        else this.ended(true);
      });
    });
  }

  private endedOnce = new WeakSet<http.ClientRequest>();

  /** The server ended the stream (a process shutting down): connect again after the retry time. */
  private ended(wasOpen: boolean): void {
    const req = this.req;
    if (this.closed || !wasOpen || !req || this.endedOnce.has(req)) return;
    this.endedOnce.add(req);
    this.reconnects++;
    if (!this.hinted) this.cut++;
    this.hinted = false;
    if (this.lastEventId === null) this.blind++;
    setTimeout(() => {
      if (this.closed) return;
      this.open().catch((error) => this.stats.error("stream reconnect", String(error)));
    }, this.retryMs);
  }

  /** The member leaves: the stream is closed from the browser's side. */
  close(): void {
    this.closed = true;
    this.req?.destroy();
  }
}
