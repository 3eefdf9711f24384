import { z } from "zod";
import { readAtMost } from "../utils/read-at-most";
import type { SiteService, SiteServiceAnswer } from "./service-sites.server";

// Relative imports only, like the registry: tools load this under tsx.

/** How long a host's look-up may take: a first request for the site waits for it. */
export const SITE_SERVICE_TIMEOUT_MS = 3000;

/**
 * The largest answer read for one site (a tenant's settings are a few KB): a larger one is a
 * failure, refused before it is held in memory.
 */
export const SITE_ANSWER_MAX_BYTES = 1024 * 1024;

const settings = z.record(z.unknown()).optional();
const answerSchema = z.object({
  version: z.string().min(1).max(200),
  tenant: z.unknown(),
  payment: settings,
  push: settings,
  landing: settings,
});

export interface HttpSiteServiceOptions {
  /** SITES_URL: asked as `GET <url>?host=<host>`. */
  url: string;
  /** SITES_TOKEN: sent as `Authorization: Bearer <token>`. */
  token?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * The operator's site service over HTTP (docs/decisions/024-sites-at-scale.md): `GET <url>?host=`
 * answers 200 with `{ version, tenant, payment?, push?, landing? }` (`tenant` as a tenant file
 * holds it), 404 for a host no site serves, or 304 when `If-None-Match` names the version held.
 * Anything else is a failure: the source keeps serving what it holds.
 */
export function httpSiteService(options: HttpSiteServiceOptions): SiteService {
  const fetch = options.fetch ?? globalThis.fetch;
  return {
    async lookup(host, knownVersion) {
      const target = new URL(options.url);
      target.searchParams.set("host", host);
      const headers: Record<string, string> = { Accept: "application/json" };
      if (options.token) headers.Authorization = `Bearer ${options.token}`;
      if (knownVersion) headers["If-None-Match"] = `"${knownVersion}"`;
      const res = await fetch(target, {
        headers,
        signal: AbortSignal.timeout(options.timeoutMs ?? SITE_SERVICE_TIMEOUT_MS),
      });
      if (res.status === 304) return "unchanged";
      // An error's body is not read (not awaited either: a cancel may wait for the sender).
      if (res.status === 404) {
        res.body?.cancel().catch(() => {});
        return null;
      }
      if (!res.ok) {
        res.body?.cancel().catch(() => {});
        throw new Error(`the site service answered ${res.status} for ${host}`);
      }
      const text = await readCapped(res, SITE_ANSWER_MAX_BYTES, host);
      const parsed = answerSchema.safeParse(parseJson(text));
      if (!parsed.success) {
        throw new Error(`the site service's answer for ${host} is not a site: ${parsed.error.issues[0]?.message}`);
      }
      return parsed.data as SiteServiceAnswer;
    },
  };
}

/**
 * The answer's body as text, given up (the rest cancelled) the moment it passes `max` bytes, or at
 * once when its Content-Length says it will.
 */
async function readCapped(res: Response, max: number, host: string): Promise<string> {
  const declared = Number(res.headers.get("Content-Length") ?? 0);
  const bytes = declared > max ? null : await readAtMost(res.body, max);
  if (!bytes) {
    res.body?.cancel().catch(() => {});
    throw new Error(`the site service's answer for ${host} is larger than ${max} bytes`);
  }
  return new TextDecoder().decode(bytes);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
