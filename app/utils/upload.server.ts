import busboy from "busboy";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { MAX_PHOTO_BYTES } from "~/domain/profile-values";
import { MAX_UPLOAD_REQUEST_BYTES as MAX_REQUEST_BYTES, UPLOAD_LIMIT_BYTES } from "./upload-limits";

/** Text fields of an upload form are short; anything longer is cut off here. */
const MAX_TEXT_PART_BYTES = 16 * 1024;
/** More parts than any form of the site has, by far. */
const MAX_PARTS = 64;

export class RequestTooLargeError extends Error {}

/** A body that is not a form of the site: more parts than any of them has. */
class TooManyPartsError extends Error {}

export interface ParsedUploadForm {
  form: FormData;
  /** The chosen file went over the photo limit; its bytes were read and thrown away. */
  photoTooLarge: boolean;
}

/**
 * Reads a multipart form with one photo in `fileField` (the profile's photo, a chat image) as it
 * streams, with busboy. Unlike Remix's memory handler, an oversized photo does not throw: its bytes
 * are dropped and the other fields still arrive, so the page can show the error with everything the
 * member typed; and a file name keeps its `;`, `=` and quotes ("holiday; beach.png"), which Remix's
 * parser refused. A body busboy cannot read (no boundary, a broken part header, cut off before its
 * end, more than MAX_PARTS parts) rejects with its error, which `readBody` answers with 400.
 */
export async function parseUploadMultipart(request: Request, fileField = "photo"): Promise<ParsedUploadForm> {
  if (Number(request.headers.get("Content-Length") ?? 0) > UPLOAD_LIMIT_BYTES) throw new RequestTooLargeError();
  const parser = busboy({
    headers: { "content-type": request.headers.get("Content-Type") ?? undefined },
    // Browsers send file names as raw UTF-8; the name is kept as sent (the API names the stored photo).
    defParamCharset: "utf8",
    preservePath: true,
    limits: {
      fieldSize: MAX_TEXT_PART_BYTES,
      // busboy reports a limit once it is reached, not passed: one more byte (part) than allowed.
      fileSize: MAX_PHOTO_BYTES + 1,
      parts: MAX_PARTS + 1,
    },
  });
  const form = new FormData();
  let photoTooLarge = false;

  // An empty file input comes as a field of that name (or a file without a name): no photo.
  parser.on("field", (name, value) => {
    if (name !== fileField) form.append(name, value);
  });
  parser.on("file", (name, stream, { filename, mimeType }) => {
    // A file's error is the form's, which the pipeline reports; without a listener it would crash.
    stream.on("error", () => {});
    if (name !== fileField || !filename) return void stream.resume();
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("limit", () => {
      photoTooLarge = true;
      chunks.length = 0;
    });
    // busboy finishes only after every file's "end", so the form is whole when the pipeline is.
    stream.on("end", () => {
      if (!stream.truncated && chunks.length > 0)
        form.append(name, new File([Buffer.concat(chunks)], filename, { type: mimeType }));
    });
  });
  parser.on("partsLimit", () => parser.destroy(new TooManyPartsError()));

  let total = 0;
  // An error anywhere (a client gone mid-upload, a broken body, a limit) destroys both ends: the
  // rest of the body is not read and nothing is left waiting.
  await pipeline(
    request.body ? Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>) : Readable.from([]),
    async function* countBytes(chunks: AsyncIterable<Uint8Array>) {
      for await (const chunk of chunks) {
        total += chunk.byteLength;
        if (total > MAX_REQUEST_BYTES) throw new RequestTooLargeError();
        yield chunk;
      }
    },
    parser
  );
  return { form, photoTooLarge };
}

/** The profile form: its photo field is `photo`. */
export const parseProfileMultipart = (request: Request) => parseUploadMultipart(request, "photo");
