/**
 * "FlirtHaven.Localhost:3000." → "flirthaven.localhost": how hosts are compared everywhere
 * (lower case, port and trailing dot stripped; an IPv6 literal keeps its brackets).
 */
export function normalizeHost(host: string): string {
  const h = host.trim().toLowerCase();
  const match = /^(\[[^\]]*\]|[^:[\]]*)(?::\d*)?$/.exec(h);
  const name = match ? match[1] : h;
  return name.endsWith(".") ? name.slice(0, -1) : name;
}

/**
 * The host a request was made for, normalised: the `Host` header, or — only when `trustProxy` is
 * set (TRUST_PROXY, a reverse proxy in front that overwrites it) — the first `X-Forwarded-Host`.
 * The tenant is chosen from this and from nothing else (not the URL, a query or a cookie).
 * Returns "" when the request names no host.
 */
export function hostFromRequest(request: Request, { trustProxy }: { trustProxy: boolean }): string {
  const forwarded = trustProxy ? request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  return normalizeHost(forwarded || request.headers.get("host") || "");
}
