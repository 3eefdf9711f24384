import type { Db } from "../db";
import { GEO } from "./geo";

/**
 * Members only the profile e2e tests use (tests/e2e/profile.spec.ts), one per browser project, so
 * their uploads and edits never touch the demo members other tests rely on. Free, no photos;
 * is_demo like the demo logins (they are accounts, not part of the generated seed plan).
 */
export const PROFILE_TEST_MEMBERS = [
  { domain: "flirthaven.localhost", email: "profile-js@flirthaven.example", name: "ProfileJs" },
  { domain: "flirthaven.localhost", email: "profile-nojs@flirthaven.example", name: "ProfileNoJs" },
] as const;

/**
 * `passwordHash`: the FlirtHaven demo member's (same password, demo1234): the seed hashes once per
 * site up front, and these test accounts need no salt of their own.
 */
export async function seedProfileTestMembers(tx: Pick<Db, "query">, passwordHash: string) {
  // A real place, like every seeded member's.
  const [region, cities] = Object.entries(GEO.NL)[0];
  for (const m of PROFILE_TEST_MEMBERS) {
    await tx.query(
      `INSERT INTO members (site_id, email, password_hash, name, birthdate, gender, sexuality, country, region, city,
         credits, paid_user, language, signup_date, is_demo)
       SELECT id, $2, $3, $4, '1990-05-17', 'male', 'hetero', 'NL', $5, $6, 20, false, 'en', '2026-11-01T10:00:00Z', true
       FROM sites WHERE domain = $1`,
      [m.domain, m.email, passwordHash, m.name, region, cities[0]]
    );
  }
}
