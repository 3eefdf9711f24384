const BASE = "http://same.origin";

/**
 * Where to go after a form or login: only a path on this site. The target is resolved the way a
 * browser would resolve it against this site, and kept only if it stays on this origin; what is
 * returned is the resolved path, never the raw input, so dot segments, tabs, encoded slashes or
 * backslashes cannot turn it into `//other.host` after the check.
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/members"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return fallback;
  // Only paths: a scheme, a host or a backslash (which browsers read as a slash) is never ours.
  if (!target.startsWith("/") || target.startsWith("//")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname + url.search + url.hash;
  // `/.//evil.example` resolves to the path `//evil.example`: a browser reads that as a host.
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  // The path is checked again once decoded: `/%2F%2Fevil` is harmless here but not to every proxy.
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return fallback;
  }
  // eslint-disable-next-line no-control-regex
  if (decoded.startsWith("//") || /[\\\u0000-\u001f]/.test(decoded)) return fallback;
  return path;
}
