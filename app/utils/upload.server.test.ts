import { describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES } from "~/api/schemas/profile";
import { readBody } from "./read-form.server";
import { UPLOAD_LIMIT_BYTES } from "./upload-limits";
import { parseUploadMultipart, RequestTooLargeError } from "./upload.server";

const encoder = new TextEncoder();

/** A body as a stream of `size`-byte chunks, so boundaries and headers fall across chunks. */
function streamOf(bytes: Uint8Array, size: number) {
  const stats = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stats.pulled >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(stats.pulled, (stats.pulled += size)));
    },
  });
  return { stream, stats };
}

function post(body: ReadableStream<Uint8Array>, contentType: string | null = "multipart/form-data; boundary=b") {
  const init = { method: "POST", headers: contentType ? { "Content-Type": contentType } : {}, body, duplex: "half" };
  return new Request("http://site.test/chats/1", init as RequestInit);
}

/** What a browser (here undici) sends for `form`. */
async function encoded(form: FormData) {
  const request = new Request("http://site.test/", { method: "POST", body: form });
  return { bytes: new Uint8Array(await request.arrayBuffer()), type: request.headers.get("Content-Type") };
}

const lines = (...parts: string[]) => encoder.encode(parts.join("\r\n"));

/** The body as a route reads it: what it refuses comes back as the status of its Response. */
async function status(request: Request): Promise<number> {
  try {
    await readBody(request, {
      multipart: { maxBytes: UPLOAD_LIMIT_BYTES, parse: (upload) => parseUploadMultipart(upload, "image") },
    });
    return 200;
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
}

describe("parseUploadMultipart", () => {
  it.each([1, 3, 64, 100_000])("reads the fields and the file a browser sends (chunks of %i bytes)", async (chunk) => {
    const form = new FormData();
    form.append("to", "7");
    form.append("text", "Line one\r\n--not a boundary\r\nLine three");
    form.append("image", new File(["\u0000PNG bytes\r\n--"], "holiday; beach=1.png", { type: "image/png" }));
    const { bytes, type } = await encoded(form);
    const { form: parsed, photoTooLarge } = await parseUploadMultipart(
      post(streamOf(bytes, chunk).stream, type),
      "image"
    );
    expect(photoTooLarge).toBe(false);
    expect(parsed.get("to")).toBe("7");
    expect(parsed.get("text")).toBe("Line one\r\n--not a boundary\r\nLine three");
    const image = parsed.get("image") as File;
    expect({ name: image.name, type: image.type, text: await image.text() }).toEqual({
      name: "holiday; beach=1.png",
      type: "image/png",
      text: "\u0000PNG bytes\r\n--",
    });
  });

  it.each([
    ['filename="holiday; beach.png"', "holiday; beach.png"],
    ['filename="a=b; c=d.jpg"', "a=b; c=d.jpg"],
    ['filename="say \\"cheese\\".jpg"', 'say "cheese".jpg'],
    ['filename="%22quoted%22.jpg"', "%22quoted%22.jpg"],
    ['filename="été à la plage.png"', "été à la plage.png"],
    ["filename*=UTF-8''%C3%A9t%C3%A9.png", "été.png"],
  ])("keeps the file name of %s", async (param, name) => {
    const body = lines(`--b`, `Content-Disposition: form-data; name="image"; ${param}`, "", "x", "--b--");
    const { form } = await parseUploadMultipart(post(streamOf(body, 5).stream), "image");
    expect((form.get("image") as File).name).toBe(name);
  });

  it("ignores files of other fields, parts of another kind and the preamble and epilogue", async () => {
    const body = lines(
      "preamble",
      "--b",
      'Content-Disposition: form-data; name="other"; filename="a.jpg"',
      "",
      "x".repeat(500),
      "--b",
      'Content-Disposition: attachment; name="image"; filename="b.jpg"',
      "",
      "y",
      "--b",
      'Content-Disposition: form-data; name="city"',
      "",
      "Gent",
      "--b--",
      "epilogue"
    );
    const { form } = await parseUploadMultipart(post(streamOf(body, 5).stream), "image");
    expect([...form]).toEqual([["city", "Gent"]]);
  });

  it("cuts a text field off at 16 KB", async () => {
    const body = lines("--b", 'Content-Disposition: form-data; name="text"', "", "a".repeat(20_000), "--b--");
    const { form } = await parseUploadMultipart(post(streamOf(body, 4096).stream), "image");
    expect(form.get("text")).toBe("a".repeat(16 * 1024));
  });

  it("keeps a photo of exactly the limit and drops one a byte over it", async () => {
    const photo = (size: number) => new File([new Uint8Array(size)], "me.jpg", { type: "image/jpeg" });
    const read = async (file: File) => {
      const form = new FormData();
      form.append("image", file);
      form.append("to", "7");
      const { bytes, type } = await encoded(form);
      return parseUploadMultipart(post(streamOf(bytes, 64 * 1024).stream, type), "image");
    };
    const exact = await read(photo(MAX_PHOTO_BYTES));
    expect(exact.photoTooLarge).toBe(false);
    expect((exact.form.get("image") as File).size).toBe(MAX_PHOTO_BYTES);
    const over = await read(photo(MAX_PHOTO_BYTES + 1));
    expect(over.photoTooLarge).toBe(true);
    expect(over.form.get("image")).toBeNull();
    expect(over.form.get("to")).toBe("7");
  });

  it("stops reading a request past the upload limit, whatever its Content-Length said", async () => {
    const head = lines("--b", 'Content-Disposition: form-data; name="image"; filename="v.mp4"', "", "");
    const stats = { pulled: 0 };
    const chunk = new Uint8Array(1024 * 1024);
    const stream = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(head),
      pull(controller) {
        if (stats.pulled > UPLOAD_LIMIT_BYTES + 16 * chunk.byteLength) return controller.close();
        stats.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    await expect(parseUploadMultipart(post(stream), "image")).rejects.toBeInstanceOf(RequestTooLargeError);
    expect(stats.pulled).toBeLessThan(UPLOAD_LIMIT_BYTES + 4 * chunk.byteLength);
  });

  it("takes 64 parts and refuses a 65th", async () => {
    const form = (parts: number) =>
      lines(
        ...Array.from({ length: parts }, (_, i) => [
          `--b`,
          `Content-Disposition: form-data; name="f${i}"`,
          "",
          "v",
        ]).flat(),
        "--b--"
      );
    expect(await status(post(streamOf(form(64), 1000).stream))).toBe(200);
    expect(await status(post(streamOf(form(65), 1000).stream))).toBe(400);
  });

  it.each([
    ["no boundary at all", "just some text"],
    ["a body that ends inside a part", '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue'],
    [
      "a body that ends inside a file",
      '--b\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nPNG',
    ],
    ["a header without a colon", "--b\r\nnonsense\r\n\r\nvalue\r\n--b--"],
    ["a part without headers", "--b\r\n\r\nvalue\r\n--b--"],
    [
      "part headers over 16 KB",
      `--b\r\nContent-Disposition: form-data; name="a"\r\nX-Pad: ${"p".repeat(17_000)}\r\n\r\nv\r\n--b--`,
    ],
  ])("refuses %s with 400", async (_, body) => {
    expect(await status(post(streamOf(encoder.encode(body), 7).stream))).toBe(400);
  });

  it.each([
    ["no boundary", "multipart/form-data"],
    ["no type", null],
  ])("refuses a multipart body with %s", async (_, type) => {
    await expect(parseUploadMultipart(post(streamOf(lines("--b--"), 7).stream, type))).rejects.toThrow();
  });

  it("stops reading a broken body at once rather than to its end", async () => {
    const body = new Uint8Array(10 * 1024 * 1024);
    body.set(encoder.encode("--b\r\nnonsense\r\n\r\n"));
    const { stream, stats } = streamOf(body, 64 * 1024);
    expect(await status(post(stream))).toBe(400);
    expect(stats.pulled).toBeLessThan(1024 * 1024);
  });

  it("refuses a body whose client went away mid-upload, without an unhandled error", async () => {
    const head = lines("--b", 'Content-Disposition: form-data; name="image"; filename="me.jpg"', "", "JPEG");
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
        controller.enqueue(new Uint8Array(100_000));
      },
      pull(controller) {
        controller.error(new Error("aborted"));
      },
    });
    expect(await status(post(stream))).toBe(400);
  });

  it("answers 413 when the stream passes the route's limit", async () => {
    const head = lines("--b", 'Content-Disposition: form-data; name="image"; filename="v.mp4"', "", "");
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(head),
      pull(controller) {
        pulled += 1024 * 1024;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const request = post(stream);
    const small = readBody(request, {
      multipart: { maxBytes: 2 * 1024 * 1024, parse: (upload) => parseUploadMultipart(upload, "image") },
    });
    await expect(small).rejects.toMatchObject({ status: 413 });
    expect(pulled).toBeLessThan(8 * 1024 * 1024);
  });
});
