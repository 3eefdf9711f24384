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
 * The host (with its port, as sent) a request was made for: the `Host` header, or — only when
 * `trustProxy` is set (the request came through a proxy TRUST_PROXY trusts, which sets it) — the first
 * `X-Forwarded-Host`. The tenant is chosen from this, normalised, and from nothing else (not the
 * URL, a query or a cookie). Returns "" when the request names no host.
 */
export function authorityFromHeaders(
  header: (name: string) => string | null | undefined,
  { trustProxy }: { trustProxy: boolean }
): string {
  const forwarded = trustProxy ? header("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  return (forwarded || header("host") || "").trim();
}
