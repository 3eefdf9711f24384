const encoder = new TextEncoder();

/** Events a browser that stops reading may fall behind by before its stream is ended (it reconnects and replays). */
const MAX_QUEUED = 1_000;

/** One event as a member's stream carries it: its id and its bytes (`id:` and `data:` lines). */
export interface EncodedEvent {
  id: number;
  bytes: Uint8Array;
}

export function encodeEvent(id: number, data: string): EncodedEvent {
  return { id, bytes: encoder.encode(`id: ${id}\ndata: ${data}\n\n`) };
}

export const encodeComment = (text: string) => encoder.encode(`: ${text}\n\n`);

/**
 * One browser's live event stream (one tab's EventSource) fed by this web process (decision 028):
 * the body to answer with, the events to send, and `close()`, which anyone may call (the browser
 * leaving, a server shutting down) and which runs `onClose` once. Events are sent in id order and
 * never twice; while `hold()` is on (a reconnect asking the API what it missed) they wait, and
 * `release(missed)` sends the missed ones first.
 */
export class MemberStream {
  readonly body: ReadableStream<Uint8Array>;
  private controller!: ReadableStreamDefaultController<Uint8Array>;
  private lastId = 0;
  private held: EncodedEvent[] | null = null;
  private closed = false;

  constructor(readonly memberId: number, private readonly onClose: () => void) {
    this.body = new ReadableStream<Uint8Array>({
      start: (controller) => void (this.controller = controller),
      cancel: () => this.close(),
    });
  }

  /** Sends the event unless one with this id or a later one was sent already. */
  send(event: EncodedEvent): void {
    if (this.closed) return;
    if (this.held) {
      this.held.push(event);
      return;
    }
    if (event.id <= this.lastId) return;
    this.lastId = event.id;
    this.write(event.bytes);
  }

  /** Writes bytes that are no event (a comment that keeps the stream open, a retry hint). */
  write(bytes: Uint8Array): void {
    if (this.closed) return;
    // A browser that reads nothing any more must not make this process keep its events.
    if ((this.controller.desiredSize ?? 0) < -MAX_QUEUED) return this.close();
    this.controller.enqueue(bytes);
  }

  /** Holds new events back until `release`, and sends nothing at or before `afterId`. */
  hold(afterId: number): void {
    this.lastId = afterId;
    this.held = [];
  }

  /** Sends the events the API says were missed, then those held back meanwhile, in id order, none twice. */
  release(missed: EncodedEvent[]): void {
    const held = this.held ?? [];
    this.held = null;
    for (const event of [...missed, ...held].sort((a, b) => a.id - b.id)) this.send(event);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.held = null;
    try {
      this.controller.close();
    } catch {
      // Cancelled by the reader already.
    }
    this.onClose();
  }

  get isClosed(): boolean {
    return this.closed;
  }
}
