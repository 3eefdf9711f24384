import { newSessionToken } from "../auth";
import { likeBackPlan } from "../like-backs";
import type { testSite } from "./site";

type Site = Awaited<ReturnType<typeof testSite>>;

export interface TestMember {
  id: number;
  /** A session token (none for a fictional profile: nobody logs in as one). */
  token: string;
  email: string;
}

/**
 * For tests of what members do to each other: members made straight in the database with a
 * session each (no login, no scrypt), and calls to the API as one of them or as a visitor.
 */
export function memberKit(site: Site, domain: string, clock: () => Date) {
  let seq = 0;
  async function newMember(
    opts: {
      fictional?: boolean;
      credits?: number;
      language?: string;
      name?: string;
      country?: string;
      paidUser?: boolean;
      signupDate?: Date;
    } = {}
  ): Promise<TestMember> {
    const email = `m${++seq}-${Date.now()}@${domain}.example`;
    const [{ id }] = await site.db.query<{ id: number }>(
      `INSERT INTO members (site_id, email, name, country, language, credits, fictional, gender, birthdate,
         paid_user, signup_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'female', '1995-03-03', $8, COALESCE($9, now())) RETURNING id`,
      [
        site.siteId,
        email,
        opts.name ?? `Member${seq}`,
        opts.country ?? "NL",
        opts.language ?? "en",
        opts.credits ?? 0,
        !!opts.fictional,
        !!opts.paidUser,
        opts.signupDate ?? null,
      ]
    );
    return { id, token: await newSession({ id }), email };
  }

  /** Another login of the member (another device or browser): a session token of its own. */
  async function newSession(member: { id: number }): Promise<string> {
    const { token, hash } = newSessionToken();
    await site.db.query("INSERT INTO sessions (token_hash, member_id, expires_at) VALUES ($1, $2, $3)", [
      hash,
      member.id,
      new Date(clock().getTime() + 86_400_000 * 365),
    ]);
    return token;
  }

  /**
   * A fictional profile that will like `member` back after a like, or never will (the answer is
   * drawn from the two ids: new profiles are made until one answers as asked).
   */
  async function newFictionalFor(member: { id: number }, opts: { likesBack: boolean; name?: string }) {
    for (;;) {
      const profile = await newMember({ fictional: true, name: opts.name });
      if (likeBackPlan(member.id, profile.id).likesBack === opts.likesBack) return profile;
    }
  }

  /** A JSON call (`token` for a member, none for a visitor; `ip` as the web tier forwards it). */
  async function call(
    method: string,
    path: string,
    body?: unknown,
    opts: { token?: string; ip?: string; headers?: Record<string, string> } = {}
  ): Promise<{ status: number; json: Record<string, unknown> }> {
    const res = await site.app.request(`${path}${path.includes("?") ? "&" : "?"}forced-domain=${domain}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      headers: {
        "Content-Type": "application/json",
        "X-Forwarded-For": opts.ip ?? "192.0.2.1",
        ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}),
        ...opts.headers,
      },
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  }
  return { newMember, newSession, newFictionalFor, call };
}
