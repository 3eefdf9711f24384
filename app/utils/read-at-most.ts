/**
 * Reads a body into memory as it streams, giving up as soon as it passes `maxBytes`, whatever
 * Content-Length said: null then, with the lock on the body released and the rest unread (the
 * caller drops or cancels it), so memory never holds more than `maxBytes` and one chunk.
 */
export async function readAtMost(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number
): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
