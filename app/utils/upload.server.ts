import { MAX_PHOTO_BYTES } from "~/api/schemas/profile";
import { MalformedMultipartError, multipartBoundary, readMultipart } from "./multipart.server";

/** Text fields of an upload form are short; anything longer is cut off here. */
const MAX_TEXT_PART_BYTES = 16 * 1024;
/**
 * A request this big is not a photo upload: reading stops (the fields typed are lost then). Up to
 * it, a photo over the limit is read and thrown away chunk by chunk (memory stays flat), so the
 * fields after it still arrive: a phone video chosen by mistake gives the error, not a lost form.
 */
const MAX_REQUEST_BYTES = 16 * MAX_PHOTO_BYTES;

/** The largest upload request: the photo limit above, plus the form's fields and framing. */
export const UPLOAD_LIMIT_BYTES = MAX_REQUEST_BYTES + 64 * 1024;

export class RequestTooLargeError extends Error {}

export interface ParsedUploadForm {
  form: FormData;
  /** The chosen file went over the photo limit; its bytes were read and thrown away. */
  photoTooLarge: boolean;
}

/**
 * Reads a multipart form with one photo in `fileField` (the profile's photo, a chat image). Unlike
 * Remix's memory handler, an oversized photo does not throw: its bytes are dropped and the other
 * fields still arrive, so the page can show the error with everything the member typed.
 */
export async function parseUploadMultipart(request: Request, fileField = "photo"): Promise<ParsedUploadForm> {
  if (Number(request.headers.get("Content-Length") ?? 0) > UPLOAD_LIMIT_BYTES) throw new RequestTooLargeError();
  const boundary = multipartBoundary(request.headers.get("Content-Type"));
  if (!boundary) throw new MalformedMultipartError("no boundary");
  const form = new FormData();
  let photoTooLarge = false;
  let total = 0;
  for await (const { name, filename, contentType, data } of readMultipart(request.body, boundary)) {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const limit = filename === undefined ? MAX_TEXT_PART_BYTES : MAX_PHOTO_BYTES;
    for await (const chunk of data) {
      total += chunk.byteLength;
      if (total > MAX_REQUEST_BYTES) throw new RequestTooLargeError();
      size += chunk.byteLength;
      if (size <= limit) chunks.push(chunk);
    }
    if (filename === undefined) {
      form.append(name, new TextDecoder().decode(concat(chunks)).slice(0, MAX_TEXT_PART_BYTES));
    } else if (name === fileField && filename && size > 0) {
      if (size > MAX_PHOTO_BYTES) photoTooLarge = true;
      else form.append(name, new File([concat(chunks)], filename, { type: contentType }));
    }
  }
  return { form, photoTooLarge };
}

function concat(chunks: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

/** The profile form: its photo field is `photo`. */
export const parseProfileMultipart = (request: Request) => parseUploadMultipart(request, "photo");
