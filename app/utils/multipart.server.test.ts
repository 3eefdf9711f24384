import { describe, expect, it } from "vitest";
import { MalformedMultipartError, multipartBoundary, parseContentDisposition, readMultipart } from "./multipart.server";

/** A body as a stream of `size`-byte chunks: markers fall across chunks. */
function streamOf(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, (at += size)));
    },
  });
}

async function partsOf(body: Uint8Array | string, boundary: string, chunk = 7) {
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  const parts = [];
  for await (const part of readMultipart(streamOf(bytes, chunk), boundary)) {
    const pieces: Uint8Array[] = [];
    for await (const piece of part.data) pieces.push(piece);
    parts.push({ ...part, data: Buffer.concat(pieces).toString("utf8") });
  }
  return parts;
}

/** What a browser (here undici) sends for `form`. */
async function encoded(form: FormData) {
  const request = new Request("http://x.test/", { method: "POST", body: form });
  return { bytes: new Uint8Array(await request.arrayBuffer()), type: request.headers.get("Content-Type") };
}

describe("readMultipart", () => {
  it.each([1, 3, 64, 100_000])(
    "reads text fields and files as a browser sends them (chunks of %i bytes)",
    async (chunk) => {
      const form = new FormData();
      form.append("to", "7");
      form.append("text", "Line one\r\n--not a boundary\r\nLine three");
      form.append("image", new File(["\u0000PNG bytes\r\n--"], "holiday; beach=1.png", { type: "image/png" }));
      const { bytes, type } = await encoded(form);
      const parts = await partsOf(bytes, multipartBoundary(type)!, chunk);
      expect(parts.map(({ name, filename, contentType, data }) => ({ name, filename, contentType, data }))).toEqual([
        { name: "to", filename: undefined, contentType: "text/plain", data: "7" },
        {
          name: "text",
          filename: undefined,
          contentType: "text/plain",
          data: "Line one\r\n--not a boundary\r\nLine three",
        },
        { name: "image", filename: "holiday; beach=1.png", contentType: "image/png", data: "\u0000PNG bytes\r\n--" },
      ]);
    }
  );

  it("skips a part the caller leaves unread, and one without a form-data disposition", async () => {
    const body = [
      "preamble",
      "--b",
      'Content-Disposition: form-data; name="photo"; filename="a.jpg"',
      "",
      "x".repeat(500),
      "--b",
      "",
      "no headers at all",
      "--b",
      'Content-Disposition: form-data; name="city"',
      "",
      "Gent",
      "--b--",
      "epilogue",
    ].join("\r\n");
    const names: string[] = [];
    for await (const part of readMultipart(streamOf(new TextEncoder().encode(body), 5), "b")) {
      names.push(part.name);
      if (part.name === "city") {
        const pieces: Uint8Array[] = [];
        for await (const piece of part.data) pieces.push(piece);
        expect(Buffer.concat(pieces).toString()).toBe("Gent");
      } else {
        // Read a little only.
        for await (const piece of part.data) {
          void piece;
          break;
        }
      }
    }
    expect(names).toEqual(["photo", "city"]);
  });

  it.each([
    ["no boundary at all", "just some text"],
    ["a body that ends inside a part", '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue'],
    ["a header without a colon", "--b\r\nnonsense\r\n\r\nvalue\r\n--b--"],
    ["garbage after the boundary", "--bxx\r\n\r\n--b--"],
  ])("refuses %s", async (_, body) => {
    await expect(partsOf(body, "b")).rejects.toBeInstanceOf(MalformedMultipartError);
  });
});

describe("parseContentDisposition", () => {
  it.each([
    ['form-data; name="photo"; filename="holiday; beach.png"', { name: "photo", filename: "holiday; beach.png" }],
    ['form-data; name="photo"; filename="a=b; c=d.jpg"', { name: "photo", filename: "a=b; c=d.jpg" }],
    ['form-data; name="photo"; filename="say \\"cheese\\".jpg"', { name: "photo", filename: 'say "cheese".jpg' }],
    ['form-data; name="photo"; filename="%22quoted%22.jpg"', { name: "photo", filename: "%22quoted%22.jpg" }],
    ["form-data; name=text", { name: "text" }],
    ['form-data; name="photo"; filename=""', { name: "photo", filename: "" }],
    ["form-data;name=\"x\";filename*=UTF-8''%C3%A9t%C3%A9.png", { name: "x", filename: "été.png" }],
    ['Form-Data; NAME="to"', { name: "to" }],
  ])("reads %s", (header, expected) => {
    expect(parseContentDisposition(header)).toEqual(expected);
  });

  it("knows no part without a name or of another kind", () => {
    expect(parseContentDisposition('form-data; filename="a.png"')).toBeNull();
    expect(parseContentDisposition('attachment; name="a"')).toBeNull();
  });
});

describe("multipartBoundary", () => {
  it("reads a plain or quoted boundary, and nothing from another type", () => {
    expect(multipartBoundary("multipart/form-data; boundary=----abc")).toBe("----abc");
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe("a b");
    expect(multipartBoundary("application/x-www-form-urlencoded")).toBeNull();
    expect(multipartBoundary(null)).toBeNull();
  });
});
