import http from "node:http";
import https from "node:https";

/** What the API client reads of an answer: a fetch `Response` has it too. */
export interface TransportAnswer {
  status: number;
  ok: boolean;
  /** The whole body; rejects when the connection ends before it did (or the signal aborts). */
  text(): Promise<string>;
}

/** How the API client sends a call: `fetch` fits, and so does `httpTransport`. */
export type ApiTransport = (url: string | URL, init: RequestInit) => Promise<TransportAnswer>;

/**
 * The longest answer read: the contract's largest (a page of members, a conversation, the regions)
 * is well under a megabyte; a broken or hostile API streaming without end is cut here, not when the
 * web process runs out of memory.
 */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

const agents = {
  "http:": new http.Agent({ keepAlive: true }),
  "https:": new https.Agent({ keepAlive: true }),
};

/**
 * The API client's transport: node's own HTTP client over kept-alive connections. Node's `fetch`
 * spends about twice the CPU per call on the same request (web streams, WHATWG headers and body
 * objects): measured A/B, a conversation page costs 9 % less CPU, search 5 %. A multipart body
 * (a photo upload) goes through `fetch`, which encodes it. The signal aborts the request and the
 * reading of its body alike, as with `fetch`.
 */
export const httpTransport: ApiTransport = (url, init) => {
  const target = new URL(url);
  const agent = agents[target.protocol as keyof typeof agents];
  if (!agent || (init.body != null && typeof init.body !== "string")) return fetch(url, init);
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => (headers[name] = value));
  if (typeof init.body === "string") headers["content-length"] = String(Buffer.byteLength(init.body));
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      { method: init.method ?? "GET", headers, agent, signal: init.signal ?? undefined },
      (response) => {
        const body = new Promise<string>((done, failed) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on("data", (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES) return response.destroy(new Error("The API's answer is too long"));
            chunks.push(chunk);
          });
          response.on("end", () => done(Buffer.concat(chunks, size).toString("utf8")));
          response.on("error", failed);
          response.on("close", () => {
            if (!response.complete) failed(new Error("The API closed the connection before the answer's end"));
          });
        });
        // Read or not, a failed body is never an unhandled rejection.
        body.catch(() => undefined);
        const status = response.statusCode ?? 0;
        resolve({ status, ok: status >= 200 && status < 300, text: () => body });
      }
    );
    request.on("error", reject);
    request.end(init.body ?? undefined);
  });
};
