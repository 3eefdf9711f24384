/**
 * What caches may keep of a page. A member's pages (and anything setting a cookie, and error
 * pages) are kept by no one: they carry personal data or a one-off answer. A visitor's public page
 * may be stored, but only to be checked again before each use, and only for the same language
 * and cookies (the entry warning, the chosen language).
 */
export const PRIVATE_PAGE = "private, no-store";
export const PUBLIC_PAGE = "public, max-age=0, must-revalidate";

export function pageCachePolicy({ member, status, headers }: { member: boolean; status: number; headers: Headers }): {
  cacheControl: string;
  vary?: string;
} {
  if (member || status >= 400 || headers.has("Set-Cookie")) return { cacheControl: PRIVATE_PAGE };
  return { cacheControl: PUBLIC_PAGE, vary: "Cookie, Accept-Language" };
}
