import { describe, expect, it } from "vitest";
import { FORM_LIMIT_BYTES, intentOf, readBody, readForm } from "./read-form.server";

const url = "http://site.test/entry-warning";

function post(body: BodyInit | null, headers: Record<string, string> = {}, method = "POST") {
  const init = { method, headers, body, duplex: "half" };
  return new Request(url, init as RequestInit);
}

async function refusal(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
  throw new Error("not refused");
}

/** A body that never ends by itself: counts how much of it was pulled. */
function endless(chunkBytes = 64 * 1024, totalBytes = 50 * 1024 * 1024) {
  const stats = { pulled: 0 };
  const chunk = new Uint8Array(chunkBytes).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stats.pulled >= totalBytes) return controller.close();
      stats.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, stats };
}

describe("readForm", () => {
  it("reads a url-encoded form", async () => {
    const form = await readForm(
      post("redirectTo=%2Fmembers&a=1&a=2", { "Content-Type": "application/x-www-form-urlencoded" })
    );
    expect(form.get("redirectTo")).toBe("/members");
    expect(form.getAll("a")).toEqual(["1", "2"]);
  });

  it("takes an empty post without a type (a button with no fields)", async () => {
    expect([...(await readForm(post(null)))]).toEqual([]);
  });

  it.each([
    ["application/json", '{"a":1}'],
    ["text/plain", "a=1"],
    ["multipart/form-data; boundary=x", "--x--"],
    ["", "a=1"],
  ])("refuses %j bodies with 415", async (type, body) => {
    expect(await refusal(readForm(post(body, type ? { "Content-Type": type } : {})))).toBe(415);
  });

  it.each(["PUT", "PATCH", "DELETE"])("refuses %s with 405", async (method) => {
    expect(await refusal(readForm(post("a=1", { "Content-Type": "application/x-www-form-urlencoded" }, method)))).toBe(
      405
    );
  });

  it("refuses a declared oversize body before reading it", async () => {
    const { stream, stats } = endless();
    const request = post(stream, {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": "600000000",
    });
    expect(await refusal(readForm(request))).toBe(413);
    expect(stats.pulled).toBeLessThan(1024 * 1024);
  });

  it("counts the bytes of a body that does not say its size, and stops soon after the limit", async () => {
    const { stream, stats } = endless();
    const started = Date.now();
    expect(await refusal(readForm(post(stream, { "Content-Type": "application/x-www-form-urlencoded" })))).toBe(413);
    expect(stats.pulled).toBeLessThan(FORM_LIMIT_BYTES + 512 * 1024);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("refuses a body that lies about its size", async () => {
    const { stream } = endless();
    const request = post(stream, { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "10" });
    expect(await refusal(readForm(request))).toBe(413);
  });

  it("refuses a malformed Content-Length with 400", async () => {
    const request = new Request(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "-1" },
    });
    expect(await refusal(readForm(request))).toBe(400);
  });
});

describe("readBody with uploads", () => {
  const multipart = (parse: (request: Request) => Promise<unknown>) => ({
    multipart: { maxBytes: 1024 * 1024, parse },
  });

  it("gives the parser the body and the url-encoded forms stay small", async () => {
    const body = await readBody(
      post("--x\r\n", { "Content-Type": "multipart/form-data; boundary=x" }),
      multipart(async (request) => (await request.text()).length)
    );
    expect(body).toEqual({ kind: "multipart", value: 5 });
    const big = "a=" + "b".repeat(FORM_LIMIT_BYTES);
    expect(
      await refusal(
        readBody(
          post(big, { "Content-Type": "application/x-www-form-urlencoded" }),
          multipart(async () => 0)
        )
      )
    ).toBe(413);
  });

  it("stops an upload over its limit while it streams", async () => {
    const { stream, stats } = endless();
    const request = post(stream, { "Content-Type": "multipart/form-data; boundary=x" });
    expect(
      await refusal(
        readBody(
          request,
          multipart((r) => r.arrayBuffer())
        )
      )
    ).toBe(413);
    expect(stats.pulled).toBeLessThan(2 * 1024 * 1024);
  });

  it("answers 400 for a body its parser cannot read", async () => {
    const request = post("garbage", { "Content-Type": "multipart/form-data; boundary=x" });
    const parse = async () => {
      throw new Error("malformed multipart");
    };
    expect(await refusal(readBody(request, multipart(parse)))).toBe(400);
  });
});

describe("control characters", () => {
  const form = { "Content-Type": "application/x-www-form-urlencoded" };
  it.each(["a%00b", "%1B%5B31m", "%7F", "x%0By"])("refuses %s with 400", async (value) => {
    expect(await refusal(readForm(post(`name=${value}`, form)))).toBe(400);
  });
  it("keeps tabs and line breaks, which a text area holds", async () => {
    expect((await readForm(post("message=a%09b%0D%0Ac", form))).get("message")).toBe("a\tb\r\nc");
  });
});

describe("intentOf", () => {
  const form = (intent?: string) => {
    const data = new FormData();
    if (intent !== undefined) data.set("intent", intent);
    return data;
  };
  it("answers an intent the page offers", () => {
    expect(intentOf(form("reset"), ["email", "reset"])).toBe("reset");
    expect(intentOf(form(), ["back"], { orNone: true })).toBeNull();
  });
  it.each([["bogus"], [""], ["RESET"]])("refuses %j with 400, with or without a main form", async (intent) => {
    expect(await refusal(Promise.resolve().then(() => intentOf(form(intent), ["email", "reset"])))).toBe(400);
    expect(await refusal(Promise.resolve().then(() => intentOf(form(intent), ["back"], { orNone: true })))).toBe(400);
  });
  it("refuses a missing intent where every form names one", async () => {
    expect(await refusal(Promise.resolve().then(() => intentOf(form(), ["email", "reset"])))).toBe(400);
  });
});
