/**
 * Splits text/event-stream as it arrives into its blocks (a blank line ends one): each event's
 * `id:` and joined `data:` lines, and comment lines (": open", ": keep-alive") apart, since they
 * say the stream is alive without being an event. A `retry:` field (how long a browser waits
 * before it connects again) is reported to whoever asks for it.
 */
export class SseParser {
  private pending = "";

  constructor(
    private readonly onEvent: (id: string | null, data: string) => void,
    private readonly onComment: (text: string) => void = () => {},
    private readonly onRetry: (ms: number) => void = () => {}
  ) {}

  push(chunk: string): void {
    this.pending += chunk.includes("\r") ? chunk.replace(/\r\n?/g, "\n") : chunk;
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
    if (data.length) this.onEvent(id, data.join("\n"));
    // An `id:` alone dispatches nothing but moves the stream's position (as in a browser): "" data.
    else if (id !== null) this.onEvent(id, "");
  }
}
