import { remember } from "@epic-web/remember";
import { createCookie } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import crypto from "node:crypto";
import { webEnv } from "../../lib/env";
import { authCookieWith } from "./auth-cookie.server";
import { readCookie } from "./cookie-value.server";

/**
 * SESSION_SECRET may hold several comma-separated secrets: the first signs, all verify (rotation).
 * Without one, a random per-process secret keeps development working but logs everyone out on
 * restart and breaks multi-process setups, so production refuses to start without it (lib/env.ts).
 */
function secrets(): string[] {
  const configured = webEnv().SESSION_SECRET;
  if (configured.length > 0) return configured;
  // Remembered for the process: the web server and the routes are two module graphs in it.
  return [remember("dating-platform.dev-session-secret", () => crypto.randomBytes(32).toString("hex"))];
}

/** The member's session cookie, signed with SESSION_SECRET (auth-cookie.server.ts). */
export const authCookie = authCookieWith(secrets());

/** The session token from a Cookie header; a tampered or malformed cookie counts as none. */
export async function getAuthToken(cookieHeader: string | null): Promise<string | null> {
  const value = await readCookie(authCookie, cookieHeader);
  return typeof value === "string" && value.length > 0 ? value : null;
}

export function commitAuthToken(token: string, context: Pick<AppLoadContext, "secure">): Promise<string> {
  return authCookie.serialize(token, { secure: context.secure });
}

export function clearAuthToken(context: Pick<AppLoadContext, "secure">): Promise<string> {
  return authCookie.serialize("", { secure: context.secure, maxAge: 0, expires: new Date(0) });
}

const DEVICE_ID = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * The browser's device id: random, in a long-lived host-only cookie, sent to the API with every
 * call (X-Device-Id). The API remembers the devices each member logged in with, so guessing a
 * member's password from elsewhere slows only other devices, and strangers asking for resets do
 * not use up the owner's (docs/decisions/007). Not signed: a made-up id is just an unknown device.
 */
export const deviceCookie = createCookie("device", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 60 * 60 * 24 * 400,
});

/** The device id from a Cookie header, or null when there is none (or it is not one of ours). */
export async function getDeviceId(cookieHeader: string | null): Promise<string | null> {
  const value = await readCookie(deviceCookie, cookieHeader);
  return typeof value === "string" && DEVICE_ID.test(value) ? value : null;
}

export const newDeviceId = () => crypto.randomBytes(18).toString("base64url");

export function commitDeviceId(id: string, context: Pick<AppLoadContext, "secure">): Promise<string> {
  return deviceCookie.serialize(id, { secure: context.secure });
}

/** The headers of an answer that signs the member in: the session's cookie and, when new, the device's. */
export async function signedInHeaders(
  token: string,
  context: Pick<AppLoadContext, "secure" | "deviceCookie">
): Promise<Headers> {
  const headers = new Headers();
  headers.append("Set-Cookie", await commitAuthToken(token, context));
  const device = await context.deviceCookie();
  if (device) headers.append("Set-Cookie", device);
  return headers;
}
