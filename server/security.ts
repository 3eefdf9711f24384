import crypto from "node:crypto";

export function createNonce(): string {
  return crypto.randomBytes(16).toString("base64");
}

/**
 * Headers on every response (docs/architecture.md#security). Scripts run only with this
 * response's nonce ('strict-dynamic' lets Remix's module scripts load their chunks, and a site's
 * tracking scripts, which carry the nonce, load what they need: decision 021). Images may come
 * from the API's CDN (https, or the reference API on localhost in development).
 */
export function securityHeaders(nonce: string, { https }: { https: boolean }): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(nonce, { https }),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(self), payment=()",
    ...(https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}

/**
 * The Content-Security-Policy of securityHeaders. Once the server knows the site it sets it again
 * with `connectSrc`: where that site's tracking scripts send what they measure, nothing else.
 */
export function contentSecurityPolicy(
  nonce: string,
  { https, connectSrc = [] }: { https: boolean; connectSrc?: readonly string[] }
): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob: https:" + (https ? "" : " http://localhost:* http://127.0.0.1:*"),
    "font-src 'self'",
    ["connect-src 'self'", ...connectSrc].join(" "),
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for every action: a state-changing request must come from a page of the same
 * host. Browsers send Origin on POST; Sec-Fetch-Site covers the rest. A request with neither
 * header does not come from a browser page and carries no ambient credentials worth forging.
 */
export function isCrossSiteWrite(
  method: string,
  host: string,
  headers: { origin?: string | undefined; secFetchSite?: string | undefined }
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (headers.origin !== undefined) {
    if (headers.origin === "null") return true;
    try {
      return new URL(headers.origin).host.toLowerCase() !== host.toLowerCase();
    } catch {
      return true;
    }
  }
  const site = headers.secFetchSite;
  return site !== undefined && site !== "same-origin" && site !== "none";
}

/**
 * Whether a path is percent-encoded UTF-8 throughout: `%FF`, an overlong `%C0%AF` or a lone
 * surrogate `%ED%A0%80` decodes to nothing a route parameter can hold.
 */
export function pathDecodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** Methods a page answers; anything else (TRACE, OPTIONS, PROPFIND…) is refused with 405. */
export const PAGE_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

/**
 * Whether the request names a usable address: each host header is a bare host with an optional
 * port a URL can hold, and the host and path make a URL (Remix builds one from them and fails on
 * `Host: x:99999`).
 */
export function hasValidAddress(
  header: (name: string) => string | undefined,
  { protocol, hostname, originalUrl }: { protocol: string; hostname: string; originalUrl: string }
): boolean {
  try {
    for (const name of ["host", "x-forwarded-host"]) {
      const value = header(name)?.split(",")[0].trim();
      if (value === undefined || value === "") continue;
      if (/[/?#@\\\s]/.test(value)) return false;
      new URL(`http://${value}`);
    }
    new URL(`${protocol}://${hostname || "x"}${originalUrl}`);
    return true;
  } catch {
    return false;
  }
}
