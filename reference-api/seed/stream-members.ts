import type { Db } from "../db";
import { GEO } from "./geo";

/**
 * Members the benchmark's events measurement logs in as (`npm run bench -- --events`, decision
 * 010): each holds one live event stream through the web tier, and they write to each other while
 * the streams are open. Only seeded on request (SEED_STREAM_MEMBERS=n): in the demo they would
 * show up in every search. Confirmed premium members with credits for thousands of messages, so
 * neither the conversation limit nor the price stops a send; not fictional, so no automatic answer
 * adds events the measurement does not count; is_demo like every login of the seed.
 */
export const STREAM_MEMBER_SITE = "flirthaven.localhost";
export const STREAM_MEMBER_PASSWORD = "demo1234";
export const STREAM_MEMBER_CREDITS = 1_000_000;

/** 1-based: stream-1@bench.flirthaven.example … stream-n@… */
export const streamMemberEmail = (n: number) => `stream-${n}@bench.flirthaven.example`;

/**
 * `passwordHash`: the FlirtHaven demo member's (same password, demo1234): one scrypt for all of
 * them, where hundreds of salted hashes would add seconds to the start.
 */
export async function seedStreamMembers(tx: Pick<Db, "query">, count: number, passwordHash: string) {
  const [region, cities] = Object.entries(GEO.NL)[0];
  // Women and men in turn: the site is a mixed one.
  await tx.query(
    `INSERT INTO members (site_id, email, password_hash, name, birthdate, gender, sexuality, country, region, city,
       credits, paid_user, user_status, language, signup_date, is_demo)
     SELECT s.id, 'stream-' || n || '@bench.flirthaven.example', $2, 'Stream ' || n, '1990-05-05',
            CASE WHEN n % 2 = 1 THEN 'female' ELSE 'male' END, 'bi', 'NL', $3, $4, $5, true, 'confirmed', 'en',
            '2026-11-01T10:00:00Z', true
     FROM sites s, generate_series(1, $6::int) AS n WHERE s.domain = $1 ORDER BY n`,
    [STREAM_MEMBER_SITE, passwordHash, region, cities[0], STREAM_MEMBER_CREDITS, count]
  );
}
