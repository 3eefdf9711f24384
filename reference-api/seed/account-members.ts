import type { Db } from "../db";
import { GEO } from "./geo";

/**
 * Members that only the account e2e tests use (tests/e2e/account-*.spec.ts): each test changes its
 * member's password, e-mail or existence, so every test and Playwright project gets its own, and
 * the demo members other tests log in with are never touched. Marked is_demo so the seed's
 * statistics and the scripted activity leave them out.
 */
export const ACCOUNT_TEST_SITE = "flirthaven.localhost";
/** The demo password: the test members copy the site's demo member's hash (see below). */
export const ACCOUNT_TEST_PASSWORD = "demo1234";
export const ACCOUNT_TEST_PURPOSES = [
  "throttle",
  "reset",
  "change",
  "delete",
  "fuzz",
  "owner",
  "takeover",
  "limits",
  "spoof",
  "guessed",
  "lockout",
  "blocked",
] as const;
export const ACCOUNT_TEST_PROJECTS = ["js", "no-js"] as const;

export const accountTestEmail = (purpose: string, project: string) => `${purpose}-${project}@flirthaven.example`;

export async function seedAccountTestMembers(tx: Pick<Db, "query">): Promise<void> {
  // They share the demo member's scrypt hash rather than getting one each: the seed keeps one salt per
  // demo login (server.test.ts counts them), and these members only ever exist for the tests.
  const [site] = await tx.query<{ id: number; password_hash: string }>(
    `SELECT s.id, m.password_hash FROM sites s JOIN members m ON m.site_id = s.id AND m.is_demo
     WHERE s.domain = $1 AND m.password_hash IS NOT NULL LIMIT 1`,
    [ACCOUNT_TEST_SITE]
  );
  if (!site) return;
  const [region, cities] = Object.entries(GEO.GB)[0];
  for (const purpose of ACCOUNT_TEST_PURPOSES) {
    for (const project of ACCOUNT_TEST_PROJECTS) {
      await tx.query(
        `INSERT INTO members (site_id, email, password_hash, name, birthdate, gender, sexuality, country, region, city, language, is_demo)
         VALUES ($1, $2, $3, $4, '1990-05-05', 'male', 'hetero', 'GB', $5, $6, 'en', true)`,
        [site.id, accountTestEmail(purpose, project), site.password_hash, `Test${purpose}`, region, cities[0]]
      );
    }
  }
}
