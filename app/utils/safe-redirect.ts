/**
 * Where to go after login: only a path on this site. Anything that could leave the origin
 * (absolute URLs, protocol-relative `//host`, backslash tricks, control characters) falls back.
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/members"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(target)) return fallback;
  try {
    const base = "http://same.origin";
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
