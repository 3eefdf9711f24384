/**
 * The answer of a resource or data request that fails (a file name no icon or text has, a route
 * the address does not lead to): a short machine code by status, never a developer's text.
 */
const CODES: Record<number, string> = {
  400: "bad_request",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  413: "too_large",
  415: "unsupported_media_type",
};

export function errorJson(status: number, init: { statusText?: string; headers?: Record<string, string> } = {}) {
  const error = CODES[status] ?? (status >= 500 ? "server_error" : "error");
  return new Response(JSON.stringify({ error }), {
    status,
    statusText: init.statusText,
    headers: { ...init.headers, "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}
