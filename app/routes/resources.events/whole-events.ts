const encoder = new TextEncoder();
const BLANK_LINES = ["\n\n", "\r\n\r\n", "\r\r"];

/**
 * Splits a text/event-stream at the ends of its events: `push` answers the bytes of the events
 * made whole by a chunk (null when none is), and keeps a part not yet whole for the next chunk.
 * What is passed on is then always a run of whole events, so a stream cut between two pushes never
 * leaves the browser half an event (docs/decisions/027-graceful-shutdown-and-soak.md).
 */
export class WholeEvents {
  private readonly decoder = new TextDecoder();
  private pending = "";

  push(chunk: Uint8Array): Uint8Array | null {
    this.pending += this.decoder.decode(chunk, { stream: true });
    // Events end with a blank line, in any of the three line ends the format allows.
    const end = Math.max(
      ...BLANK_LINES.map((blank) => {
        const at = this.pending.lastIndexOf(blank);
        return at < 0 ? 0 : at + blank.length;
      })
    );
    if (end === 0) return null;
    const whole = this.pending.slice(0, end);
    this.pending = this.pending.slice(end);
    return encoder.encode(whole);
  }
}
