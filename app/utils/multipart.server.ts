/**
 * A streaming reader of multipart/form-data bodies (RFC 7578). A part's bytes are handed on as they
 * arrive, so an upload is never held whole unless the caller keeps it; quoted parameters may hold
 * `;`, `=` and spaces, as browsers send a file named "holiday; beach.png".
 */

export class MalformedMultipartError extends Error {}

export interface MultipartPart {
  name: string;
  /** Set for a file part (empty when no file was chosen). */
  filename?: string;
  contentType: string;
  /** The part's bytes; read it (or not) before asking for the next part. */
  data: AsyncIterable<Uint8Array>;
}

/** Part headers longer than this are not a browser's. */
const MAX_HEADER_BYTES = 8 * 1024;
/** More parts than any form of the site has, by far. */
const MAX_PARTS = 64;

const CRLF = Buffer.from("\r\n");
const HEADERS_END = Buffer.from("\r\n\r\n");
const FINAL = Buffer.from("--");

/** The boundary of a multipart/form-data Content-Type, or null. */
export function multipartBoundary(contentType: string | null): string | null {
  const match = /^\s*multipart\/form-data\s*;(?:.*;)?\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(
    contentType ?? ""
  );
  return match ? match[1] ?? match[2] : null;
}

/** The form-data parameters of a Content-Disposition header (name, filename), or null when it is none. */
export function parseContentDisposition(value: string): { name: string; filename?: string } | null {
  const type = /^\s*form-data\s*(?=;|$)/i.exec(value);
  if (!type) return null;
  const params = new Map<string, string>();
  // A quoted value ends at the quote before the next ";" (or the end): the quotes hold anything else.
  const param = /;\s*([\w!#$%&'*+.^`|~-]+)\s*=\s*(?:"(.*?)"\s*(?=;|$)|([^;]*))/y;
  param.lastIndex = type[0].length;
  for (let m = param.exec(value); m; m = param.exec(value)) {
    params.set(m[1].toLowerCase(), m[2] !== undefined ? m[2].replace(/\\(["\\])/g, "$1") : m[3].trim());
  }
  const name = params.get("name");
  if (name === undefined) return null;
  const extended = /^utf-8''(.*)$/i.exec(params.get("filename*") ?? "");
  let filename = params.get("filename");
  if (extended) {
    try {
      filename = decodeURIComponent(extended[1]);
    } catch {
      // A broken extended name: the plain one, if any, stands.
    }
  }
  return filename === undefined ? { name } : { name, filename };
}

/** Reads a stream forward, up to markers that may fall across its chunks. */
class Scanner {
  private buffer = Buffer.alloc(0);
  private ended = false;

  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}

  private async more(): Promise<void> {
    if (this.ended) throw new MalformedMultipartError("the body ended inside a part");
    const { done, value } = await this.reader.read();
    if (done) this.ended = true;
    else this.buffer = this.buffer.length ? Buffer.concat([this.buffer, value]) : Buffer.from(value);
  }

  /** The next `n` bytes, left in place. */
  async peek(n: number): Promise<Buffer> {
    while (this.buffer.length < n) await this.more();
    return this.buffer.subarray(0, n);
  }

  /** The next `n` bytes, consumed. */
  async take(n: number): Promise<Buffer> {
    const out = await this.peek(n);
    this.buffer = this.buffer.subarray(n);
    return out;
  }

  /** The bytes before `marker`, in pieces as they arrive; the marker is consumed too. */
  async *until(marker: Buffer): AsyncGenerator<Uint8Array> {
    for (;;) {
      const at = this.buffer.indexOf(marker);
      if (at >= 0) {
        if (at > 0) yield this.buffer.subarray(0, at);
        this.buffer = this.buffer.subarray(at + marker.length);
        return;
      }
      // All but what may be the start of the marker can go.
      const safe = this.buffer.length - marker.length + 1;
      if (safe > 0) {
        const piece = this.buffer.subarray(0, safe);
        this.buffer = this.buffer.subarray(safe);
        yield piece;
      }
      await this.more();
    }
  }

  /** The bytes before `marker` as text, refused past `max` bytes. */
  async text(marker: Buffer, max: number): Promise<string> {
    const pieces: Uint8Array[] = [];
    let size = 0;
    for await (const piece of this.until(marker)) {
      size += piece.byteLength;
      if (size > max) throw new MalformedMultipartError("part headers too long");
      pieces.push(piece);
    }
    return Buffer.concat(pieces).toString("utf8");
  }
}

/**
 * The parts of a multipart/form-data body, one after the other. Each part's `data` must be read
 * (or left) before the next is asked for; what is left unread is skipped. Throws
 * MalformedMultipartError for a body that is not multipart/form-data with that boundary.
 */
export async function* readMultipart(
  body: ReadableStream<Uint8Array> | null,
  boundary: string
): AsyncGenerator<MultipartPart> {
  if (!body) throw new MalformedMultipartError("no body");
  const scanner = new Scanner(body.getReader());
  const delimiter = Buffer.from(`--${boundary}`);
  const nextDelimiter = Buffer.concat([CRLF, delimiter]);
  // The preamble before the first boundary is ignored.
  for await (const ignored of scanner.until(delimiter)) void ignored;
  for (let parts = 0; ; parts++) {
    const after = await scanner.take(2);
    if (after.equals(FINAL)) return;
    if (!after.equals(CRLF)) throw new MalformedMultipartError("no line break after the boundary");
    if (parts >= MAX_PARTS) throw new MalformedMultipartError("too many parts");
    // Headers up to the blank line (a part may have none: the blank line follows at once).
    let head: string[] = [];
    if ((await scanner.peek(2)).equals(CRLF)) await scanner.take(2);
    else head = (await scanner.text(HEADERS_END, MAX_HEADER_BYTES)).split("\r\n");
    let disposition: ReturnType<typeof parseContentDisposition> = null;
    let contentType = "text/plain";
    for (const line of head) {
      const colon = line.indexOf(":");
      if (colon < 0) throw new MalformedMultipartError("a part header without a colon");
      const header = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (header === "content-disposition") disposition = parseContentDisposition(value);
      else if (header === "content-type") contentType = value;
    }
    // The caller may stop reading a part early: the rest is read here, so the next part is found.
    const source = scanner.until(nextDelimiter);
    const data = {
      async *[Symbol.asyncIterator]() {
        for (let next = await source.next(); !next.done; next = await source.next()) yield next.value;
      },
    };
    if (disposition) yield { ...disposition, contentType, data };
    for (let next = await source.next(); !next.done; next = await source.next()) void next.value;
  }
}
