// For the tests of search, profiles, the swipe game and the match finder: members written
// straight into the database, with photos and sessions, and calls of the app as them.
import type { Hono } from "hono";
import { endpoints, FORCED_DOMAIN_PARAM, type EndpointName, type EndpointResponse } from "../../app/api/endpoints";
import { ApiErrorBodySchema } from "../../app/api/schemas/common";
import type { AppEnv } from "../app-env";
import { newSessionToken } from "../auth";
import type { Db } from "../db";

export interface MemberFields {
  name?: string;
  gender?: "male" | "female";
  sexuality?: "hetero" | "gay" | "lesbian" | "bi";
  birthdate?: string;
  country?: string;
  region?: string | null;
  interests?: string[];
  hair_color?: string;
  paid_user?: boolean;
  invisible?: boolean;
  deleted_at?: Date;
  signup_date?: Date;
  last_active_at?: Date;
  /** Operated by the site's team (the demo's seed profiles are). */
  fictional?: boolean;
  /** What the member wrote about themselves at signup (their profile notes). */
  signup_message?: string;
}

/** A member of `siteId` (a woman of 30 in NL unless told otherwise); returns the id. */
export async function addMember(db: Db, siteId: number, fields: MemberFields = {}): Promise<number> {
  const row: Record<string, unknown> = {
    name: "Member",
    gender: "female",
    birthdate: "1996-01-01",
    country: "NL",
    signup_date: new Date("2026-01-01T00:00:00Z"),
    ...fields,
    site_id: siteId,
  };
  // Column names are this file's own keys, never request text.
  const columns = Object.keys(row);
  const [{ id }] = await db.query<{ id: number }>(
    `INSERT INTO members (${columns.join(", ")}) VALUES (${columns
      .map((_, i) => `$${i + 1}`)
      .join(", ")}) RETURNING id`,
    Object.values(row)
  );
  return id;
}

/** `count` approved photos (the first one main), plus `pending` ones awaiting review. */
export async function addPhotos(db: Db, memberId: number, count: number, pending = 0) {
  for (let i = 0; i < count + pending; i++) {
    await db.query(
      `INSERT INTO photos (member_id, filename, thumb_filename, status, is_main, created_at)
       VALUES ($1, $2, $2, $3, $4, $5)`,
      [
        memberId,
        `p/${memberId}-${i}.jpg`,
        i < count ? "approved" : "pending",
        i === 0,
        new Date(Date.UTC(2026, 0, 1, 0, i)),
      ]
    );
  }
}

/** A session of the member; returns its bearer token. */
export async function sessionOf(db: Db, memberId: number): Promise<string> {
  const { token, hash } = newSessionToken();
  await db.query("INSERT INTO sessions (token_hash, member_id, expires_at) VALUES ($1, $2, '2100-01-01')", [
    hash,
    memberId,
  ]);
  return token;
}

/** Calls of one site's API by endpoint name, as a member (token) or a visitor; answers are parsed by the contract. */
export function caller(site: { app: Hono<AppEnv> }, domain: string) {
  return async <N extends EndpointName>(
    name: N,
    { query = {}, token, body }: { query?: Record<string, string>; token?: string; body?: unknown } = {}
  ) => {
    const { method, path } = endpoints[name];
    const res = await site.app.request(`${path}?${new URLSearchParams({ ...query, [FORCED_DOMAIN_PARAM]: domain })}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body ? { "Content-Type": "application/json" } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const json: unknown = await res.json();
    return res.ok
      ? { status: res.status, answer: endpoints[name].response.parse(json) as EndpointResponse<N>, error: undefined }
      : { status: res.status, answer: undefined, error: ApiErrorBodySchema.parse(json) };
  };
}
