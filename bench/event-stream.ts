// A member's live event stream as the browser's EventSource holds it, read with node's http (fetch
// refuses to set Host): the web tier's /resources/events, its events parsed as they arrive.
import http from "node:http";

/** One event of the stream: its `data:` lines parsed as JSON (null when they are not JSON). */
export interface StreamEvent {
  id: string | null;
  data: unknown;
}

/**
 * Splits text/event-stream as it arrives into events. Comments (": open", ": keep-alive") are
 * reported apart: they say the stream is alive, they are no event. Blocks end with a blank line.
 */
export class EventStreamParser {
  private pending = "";

  constructor(
    private readonly onEvent: (event: StreamEvent) => void,
    private readonly onComment: (text: string) => void = () => {},
    /** A `retry:` field: how long the browser is to wait before it connects again. */
    private readonly onRetry: (ms: number) => void = () => {},
    /** Every `id:`, also of a block without data: the browser keeps it as its Last-Event-ID. */
    private readonly onId: (id: string) => void = () => {}
  ) {}

  push(chunk: string): void {
    this.pending += chunk.replace(/\r\n?/g, "\n");
    let end: number;
    while ((end = this.pending.indexOf("\n\n")) >= 0) {
      const block = this.pending.slice(0, end);
      this.pending = this.pending.slice(end + 2);
      this.block(block);
    }
  }

  private block(block: string): void {
    let id: string | null = null;
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) this.onComment(line.slice(1).trim());
      else if (line.startsWith("id:")) id = line.slice(3).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
      else if (/^retry: ?\d+$/.test(line)) this.onRetry(Number(line.slice(6)));
    }
    if (id !== null) this.onId(id);
    if (!data.length) return;
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(data.join("\n"));
    } catch {
      parsed = null;
    }
    this.onEvent({ id, data: parsed });
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
