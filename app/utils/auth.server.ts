import { createCookie } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import crypto from "node:crypto";
import { readCookie } from "./cookie-value.server";

const THIRTY_DAYS = 60 * 60 * 24 * 30;

/**
 * SESSION_SECRET may hold several comma-separated secrets: the first signs, all verify (rotation).
 * Without one, a random per-process secret keeps development working but logs everyone out on
 * restart and breaks multi-process setups, so production refuses to start without it (server/env.ts).
 */
function secrets(): string[] {
  const configured = (process.env.SESSION_SECRET ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (configured.length > 0) return configured;
  const g = globalThis as { __devSessionSecret?: string };
  g.__devSessionSecret ??= crypto.randomBytes(32).toString("hex");
  return [g.__devSessionSecret];
}

/**
 * The only state the web tier keeps: the member's API token, signed. No Domain attribute, so the
 * cookie is host-only and one tenant's cookie never reaches another tenant's host.
 */
export const authCookie = createCookie("auth_session", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: THIRTY_DAYS,
  secrets: secrets(),
});

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
