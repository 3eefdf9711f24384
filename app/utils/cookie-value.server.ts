import type { Cookie } from "@remix-run/node";

/**
 * A cookie's value, or null when absent or unreadable: a value that does not decode, or that
 * throws while parsing, is no value at all. Callers still check its type.
 */
export async function readCookie(cookie: Cookie, cookieHeader: string | null): Promise<unknown> {
  try {
    return (await cookie.parse(cookieHeader)) ?? null;
  } catch {
    return null;
  }
}

/** Whether the Cookie header carries this cookie at all (readable or not). */
export function hasCookie(cookie: Cookie, cookieHeader: string | null): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((part) => part.split("=")[0].trim() === cookie.name);
}
