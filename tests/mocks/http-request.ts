import http from "node:http";

/** An answer as an HTTP client reads it: status, headers and the body as text. */
export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A request to the web server on `port` with a site's Host header (fetch refuses to set Host, and
 * Node cannot resolve *.localhost), as a browser of that site sends it.
 */
export function httpRequest(
  port: number,
  options: {
    host: string;
    path: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** A connection of its own, not one kept alive from an earlier request. */
    fresh?: boolean;
  }
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: options.path,
        method: options.method ?? "GET",
        ...(options.fresh ? { agent: false } : {}),
        headers: {
          Host: `${options.host}:${port}`,
          // Node sends a DELETE or OPTIONS body without a length unless told (the server would
          // read it as a next request).
          ...(options.body !== undefined ? { "Content-Length": String(Buffer.byteLength(options.body)) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let body = "";
        // A live event stream never ends: its status and headers are the answer.
        if (String(res.headers["content-type"] ?? "").startsWith("text/event-stream")) {
          res.destroy();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
          return;
        }
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      }
    );
    req.on("error", reject);
    if (options.body) req.write(options.body);
    req.end();
  });
}
