// A member's live event stream as the browser's EventSource holds it, read with node's http (fetch
// refuses to set Host): the web tier's /resources/events, its events parsed as they arrive.
import http from "node:http";
import { SseParser } from "../app/api/sse";

/** One event of the stream: its `data:` lines parsed as JSON (null when they are not JSON). */
export interface StreamEvent {
  id: string | null;
  data: unknown;
}

/**
 * The app's own text/event-stream reader (~/api/sse), with each event's data parsed as JSON and
 * every `id:` reported, also of a block without data: the browser keeps it as its Last-Event-ID.
 */
export class EventStreamParser {
  private readonly parser: SseParser;

  constructor(
    onEvent: (event: StreamEvent) => void,
    onComment: (text: string) => void = () => {},
    /** A `retry:` field: how long the browser is to wait before it connects again. */
    onRetry: (ms: number) => void = () => {},
    onId: (id: string) => void = () => {}
  ) {
    this.parser = new SseParser(
      (id, data) => {
        if (id !== null) onId(id);
        // A block with an `id:` alone moves the stream's position; it is no event.
        if (data !== "") onEvent({ id, data: parseJson(data) });
      },
      onComment,
      onRetry
    );
  }

  push(chunk: string): void {
    this.parser.push(chunk);
  }
}

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

export interface OpenStream {
  /** Milliseconds from the request to the stream's first bytes (the API's ": open"). */
  openMs: number;
  /** Whether the stream ended (or failed) before close() was called: a dead stream. */
  endedEarly: () => boolean;
  /** Ends it as a browser tab does: the connection is closed. */
  close: () => void;
}

/**
 * Opens /resources/events for the member of `cookie` and resolves once its first bytes arrived;
 * rejects unless the web tier answers 200 text/event-stream within `timeoutMs`.
 */
export function openEventStream(
  webUrl: string,
  headers: Record<string, string>,
  onEvent: (event: StreamEvent) => void,
  timeoutMs = 30_000
): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    let closing = false;
    let ended = false;
    let opened = false;
    // No shared agent: each stream is its own connection, as each browser tab's is.
    const req = http.get(
      `${webUrl}/resources/events`,
      { agent: false, headers: { ...headers, accept: "text/event-stream" } },
      (res) => {
        const type = String(res.headers["content-type"] ?? "");
        if (res.statusCode !== 200 || !type.startsWith("text/event-stream")) {
          res.resume();
          req.destroy();
          reject(new Error(`/resources/events answered ${res.statusCode} ${type}, expected 200 text/event-stream`));
          return;
        }
        const parser = new EventStreamParser(onEvent);
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          if (!opened) {
            opened = true;
            clearTimeout(timer);
            resolve({
              openMs: Number(process.hrtime.bigint() - start) / 1e6,
              endedEarly: () => ended && !closing,
              close: () => {
                closing = true;
                req.destroy();
              },
            });
          }
          parser.push(chunk);
        });
        res.on("end", () => (ended = true));
        res.on("error", () => (ended = true));
      }
    );
    const timer = setTimeout(() => req.destroy(new Error(`no stream within ${timeoutMs / 1000} s`)), timeoutMs);
    req.on("error", (error) => {
      ended = true;
      clearTimeout(timer);
      if (!opened) reject(error);
    });
    req.on("close", () => (ended = true));
  });
}
