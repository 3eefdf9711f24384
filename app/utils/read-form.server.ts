/**
 * The one way an action reads what was posted (docs/architecture.md#a-request-end-to-end): the method, the
 * content type and the size are checked before a byte is kept, and every refusal is a Response
 * with its status that the root ErrorBoundary shows as the site's translated error page.
 */
import { readAtMost } from "./read-at-most";

/** Every form of the site but the photo upload fits in this many bytes, with room to spare. */
export const FORM_LIMIT_BYTES = 16 * 1024;

const URLENCODED = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";

export interface ReadBodyOptions<T> {
  /** The largest url-encoded body this route takes (FORM_LIMIT_BYTES by default). */
  maxBytes?: number;
  /**
   * For routes that take uploads: the largest multipart body, and its parser, which reads the
   * body as it streams while its bytes are counted. Anything it throws but a Response is taken
   * for a broken body (400): a route handles its own errors inside it.
   */
  multipart?: { maxBytes: number; parse: (request: Request) => Promise<T> };
}

export type ReadBody<T> = { kind: "form"; form: FormData } | { kind: "multipart"; value: T };

/**
 * A refusal the error page explains. What is left of the body is dropped unread by the server
 * (server/index.ts), never kept in memory.
 */
export function refuse(status: 400 | 405 | 413 | 415, statusText: string, headers: Record<string, string> = {}) {
  return new Response(null, { status, statusText, headers });
}

const tooLarge = () => refuse(413, "Payload Too Large");

/** The posted form of a route that takes only plain forms. */
export async function readForm(request: Request, options: { maxBytes?: number } = {}): Promise<FormData> {
  const body = await readBody<never>(request, options);
  if (body.kind !== "form") throw refuse(415, "Unsupported Media Type");
  return body.form;
}

export async function readBody<T>(request: Request, options: ReadBodyOptions<T> = {}): Promise<ReadBody<T>> {
  if (request.method !== "POST") throw refuse(405, "Method Not Allowed", { Allow: "GET, HEAD, POST" });

  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  const multipart = type === MULTIPART ? options.multipart : undefined;
  const maxBytes = multipart?.maxBytes ?? options.maxBytes ?? FORM_LIMIT_BYTES;
  // Refused before reading when the request says it is too big; counted anyway, as it may lie.
  const declared = request.headers.get("Content-Length");
  if (declared !== null && !/^\d+$/.test(declared.trim())) throw refuse(400, "Bad Request");
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge();

  if (multipart) {
    // Node's fetch needs `duplex` for a streamed body; the DOM types lack it.
    const init = {
      method: "POST",
      headers: request.headers,
      body: countedStream(request.body, maxBytes),
      duplex: "half",
    };
    const counted = new Request(request.url, init as RequestInit);
    try {
      return { kind: "multipart", value: await multipart.parse(counted) };
    } catch (error) {
      if (error instanceof Response) throw error;
      if (isTooLarge(error)) throw tooLarge();
      // What the parser could not make sense of is a broken body, not a server failure (a route
      // handles its own errors inside its parser).
      throw refuse(400, "Bad Request");
    }
  }
  if (type !== URLENCODED && type !== "") throw refuse(415, "Unsupported Media Type");

  // Past the limit the rest is left unread (the server drops it after the answer): memory stays flat.
  const bytes = await readAtMost(request.body, maxBytes);
  if (!bytes) throw tooLarge();
  // A form post always names its type; a body without one is something else.
  if (type === "" && bytes.byteLength > 0) throw refuse(415, "Unsupported Media Type");
  const form = new FormData();
  for (const [name, value] of new URLSearchParams(new TextDecoder().decode(bytes))) form.append(name, value);
  refuseControlCharacters(form);
  return { kind: "form", form };
}

/**
 * No field of any form holds control characters (a NUL, an escape) but tabs and line breaks:
 * such a post is refused as a whole rather than passed on to the API.
 */
export function refuseControlCharacters(form: FormData): void {
  for (const [name, value] of form) {
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(typeof value === "string" ? value + name : name))
      throw refuse(400, "Bad Request");
  }
}

/**
 * The form's `intent`, one of the buttons the page renders: anything else is refused (400), so a
 * made-up intent never falls through to some other action (a settings post sending a reset mail).
 * With `orNone`, a post without an intent (the page's main form) answers null.
 */
export function intentOf<I extends string>(form: FormData, intents: readonly I[]): I;
export function intentOf<I extends string>(form: FormData, intents: readonly I[], options: { orNone: true }): I | null;
export function intentOf<I extends string>(form: FormData, intents: readonly I[], { orNone = false } = {}): I | null {
  const intent = form.get("intent");
  if (intent === null && orNone) return null;
  if (typeof intent === "string" && (intents as readonly string[]).includes(intent)) return intent as I;
  throw refuse(400, "Bad Request");
}

class BodyTooLargeError extends Error {}

function isTooLarge(error: unknown): boolean {
  for (let e = error; e; e = (e as { cause?: unknown }).cause) if (e instanceof BodyTooLargeError) return true;
  return false;
}

/** The body as a stream that errors once more than maxBytes went through. */
function countedStream(body: ReadableStream<Uint8Array> | null, maxBytes: number): ReadableStream<Uint8Array> {
  let size = 0;
  const reader = body?.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!reader) return controller.close();
      const { done, value } = await reader.read();
      if (done) return controller.close();
      size += value.byteLength;
      if (size > maxBytes) {
        reader.releaseLock();
        return controller.error(new BodyTooLargeError());
      }
      controller.enqueue(value);
    },
  });
}
