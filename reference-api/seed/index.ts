import { avatarSetOf, type AvatarSetName } from "../avatar-sets";
import { en, Faker } from "@faker-js/faker";
import { INTEREST_KEYS } from "../../app/api/interest-keys";
import type { ApiEnv } from "../../lib/env";
import { hashPassword } from "../auth";
import type { Db } from "../db";
import { SCHEMA_LOCK } from "../migrate";
import { seedDemoActivity } from "./activity";
import { DEMO_DISCOUNT_CODES, insertDiscountCodes } from "./discount-codes";
import { ensureSitePushKeys } from "../push/keys";
import { GEO } from "./geo";
import { seedStreamMembers } from "./stream-members";
import {
  DEMO_PROFILES,
  demoBirthdate,
  generateMembers,
  SEED_DAY,
  seedFakers,
  type DemoProfile,
  type SeedMember,
} from "./members";
import { DEMO_COMPANY, DEMO_SITES, settingsFor, type DemoSite, type StoredSettings } from "./sites";

export const MEMBERS_PER_SITE = 320;
export const DEMO_PASSWORD = "demo1234";
const SEED = 20261122;

export interface DemoLogin {
  site: string;
  email: string;
  password: string;
}

export const siteKey = (domain: string) => domain.replace(/\.localhost$/, "");
export const demoEmail = (domain: string) => `demo@${siteKey(domain)}.example`;

/** The demo logins the start command prints (they exist once the seed has run). */
export const demoLogins = (): DemoLogin[] =>
  DEMO_SITES.map((s) => ({ site: s.domain, email: demoEmail(s.domain), password: DEMO_PASSWORD }));

/** Everything the seed writes for one site, computed without a database. */
export interface SitePlan {
  site: DemoSite;
  settings: StoredSettings;
  members: SeedMember[];
  demo: DemoProfile & { email: string; country: string; region: string; city: string; language: string };
}

/**
 * The whole demo data set, the same on every call: one seeded faker drawn in a fixed order. The
 * database holds exactly this (tests compare them), so the demo never changes between runs.
 */
export function buildSeed(): SitePlan[] {
  const f = new Faker({ locale: [en] });
  seedFakers(SEED, f);
  return DEMO_SITES.map((site) => sitePlan(site, settingsFor(site), f));
}

/** One site's members and demo member, drawn from `f`. */
export function sitePlan(site: DemoSite, settings: StoredSettings, f: Faker): SitePlan {
  const country = site.countries[0];
  const [region, cities] = Object.entries(GEO[country])[0];
  return {
    site,
    settings,
    members: generateMembers(site, siteKey(site.domain), MEMBERS_PER_SITE, f, settings.interests),
    demo: {
      ...DEMO_PROFILES[site.niche],
      email: demoEmail(site.domain),
      country,
      region,
      city: cities[0],
      // The site's own language; the US site's demo member writes and reads American English.
      language: site.domainLanguage === "en_US" ? "en-US" : site.domainLanguage.slice(0, 2),
    },
  };
}

/** The site a large seed (SEED_MEMBERS) fills: the default tenant. */
export const LARGE_SEED_DOMAIN = "flirthaven.localhost";

export interface SeedOptions {
  /**
   * Members of LARGE_SEED_DOMAIN in all (SEED_MEMBERS, e.g. 100000, to measure the search at
   * scale). Beyond MEMBERS_PER_SITE they come from a faker of their own after the regular seed,
   * so the regular demo data stays exactly buildSeed().
   */
  largeSiteMembers?: number;
  /**
   * When the demo member's conversations and likes happened: a few hours before this (the moment
   * of seeding unless told), so the demo opens on today's messages. The members themselves stay
   * the same whenever the seed runs.
   */
  now?: Date;
  /**
   * Members who can log in for the benchmark's events measurement (SEED_STREAM_MEMBERS, e.g. 200):
   * stream-<n>@bench.flirthaven.example (seed/stream-members.ts).
   */
  streamMembers?: number;
}

/**
 * From the environment: SEED_MEMBERS (a whole number above MEMBERS_PER_SITE, or none) and
 * SEED_STREAM_MEMBERS (a whole number above 0, or none). The test suites make their own members
 * (routes/dev-members.ts): the seed holds only the demo's.
 */
export function seedOptionsFromEnv(env: Pick<ApiEnv, "SEED_MEMBERS" | "SEED_STREAM_MEMBERS">): SeedOptions {
  const count = env.SEED_MEMBERS ?? 0;
  const streamMembers = env.SEED_STREAM_MEMBERS ?? 0;
  return {
    ...(count > MEMBERS_PER_SITE ? { largeSiteMembers: count } : {}),
    ...(streamMembers > 0 ? { streamMembers } : {}),
  };
}

/** Fills an empty database with the demo sites and their members; does nothing otherwise. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const plan = buildSeed();
  // One hash (own salt) per demo member, made in parallel before the transaction: scrypt is slow.
  const passwordHashes = await Promise.all(plan.map(() => hashPassword(DEMO_PASSWORD)));
  return db.transaction(async (tx) => {
    // Under the schema lock: a second process starting at the same time sees the seeded data.
    await tx.query("SELECT pg_advisory_xact_lock($1)", [SCHEMA_LOCK]);
    const [{ count }] = await tx.query<{ count: number }>("SELECT count(*)::int AS count FROM sites");
    if (count > 0) return false;
    await insertRows(
      tx,
      "interests",
      ["key"],
      INTEREST_KEYS.map((k) => [k])
    );
    await insertRows(
      tx,
      "regions",
      ["country", "name"],
      Object.entries(GEO).flatMap(([c, regions]) => Object.keys(regions).map((r) => [c, r]))
    );
    for (const [i, sitePlanned] of plan.entries()) {
      const { site, settings } = sitePlanned;
      const id = await insertSite(tx, sitePlanned, passwordHashes[i], options.now ?? new Date());
      if (site.domain === LARGE_SEED_DOMAIN && (options.largeSiteMembers ?? 0) > MEMBERS_PER_SITE) {
        await insertMembers(
          tx,
          id,
          largeSeedMembers(site, settings, options.largeSiteMembers!),
          avatarSetOf(site.niche)
        );
      }
    }
    if (options.streamMembers) await seedStreamMembers(tx, options.streamMembers, passwordHashes[0]);
    await ensureSitePushKeys(tx);
    return true;
  });
}

/** A site with its members, discount codes and demo member (push keys aside); answers its id. */
export async function insertSite(
  tx: Pick<Db, "query">,
  { site, settings, members, demo }: SitePlan,
  passwordHash: string,
  now: Date
): Promise<number> {
  const [{ id }] = await tx.query<{ id: number }>(
    "INSERT INTO sites (domain, name, niche, settings, company) VALUES ($1, $2, $3, $4, $5) RETURNING id",
    [site.domain, site.name, site.niche, JSON.stringify(settings), JSON.stringify(DEMO_COMPANY)]
  );
  await insertMembers(tx, id, members, avatarSetOf(site.niche));
  await insertDiscountCodes(tx, id, DEMO_DISCOUNT_CODES);
  await insertDemoMember(tx, id, site, settings, demo, passwordHash, now);
  return id;
}

/** The members a large seed adds beyond the regular ones, deterministic as well. */
function largeSeedMembers(site: DemoSite, settings: StoredSettings, total: number): SeedMember[] {
  const f = new Faker({ locale: [en] });
  seedFakers(SEED + 1, f);
  const extra = total - MEMBERS_PER_SITE;
  return generateMembers(site, siteKey(site.domain), extra, f, settings.interests, MEMBERS_PER_SITE);
}

async function insertMembers(tx: Pick<Db, "query">, siteId: number, members: SeedMember[], avatarSet: AvatarSetName) {
  const ids = await insertRows(
    tx,
    "members",
    [
      "site_id",
      "name",
      "birthdate",
      "gender",
      "sexuality",
      "country",
      "region",
      "city",
      "interests",
      "signup_date",
      "user_status",
      "language",
      "fictional",
    ],
    members.map((m) => [
      siteId,
      m.name,
      m.birthdate,
      m.gender,
      m.sexuality,
      m.country,
      m.region,
      m.city,
      m.interests,
      m.signupDate,
      m.userStatus,
      m.language,
      true,
    ])
  );
  // The photo path is the avatar route's: /cdn/avatars/<set>/<seed>.svg under the cdn prefix (the
  // niche's portrait set), and <seed>-2.svg … for more photos of the same person: one to five each, so the free and premium
  // photo rules show in the demo. The count follows the member's place (the faker's draws stay as
  // they were).
  const photos = members.flatMap((m, i) =>
    m.avatar
      ? Array.from({ length: 1 + ((i * 7) % 5) }, (_, n) => {
          const file = `avatars/${avatarSet}/${m.avatar}${n === 0 ? "" : `-${n + 1}`}.svg`;
          return [ids[i], file, file, n === 0, m.signupDate];
        })
      : []
  );
  await insertRows(tx, "photos", ["member_id", "filename", "thumb_filename", "is_main", "created_at"], photos);
}

/** The member a visitor logs in as: fits the niche (a man on the gay site, a woman on SheMeets …). */
async function insertDemoMember(
  tx: Pick<Db, "query">,
  siteId: number,
  site: DemoSite,
  settings: StoredSettings,
  demo: SitePlan["demo"],
  passwordHash: string,
  now: Date
) {
  const [member] = await tx.query<{ id: number }>(
    `INSERT INTO members (site_id, email, password_hash, name, birthdate, gender, sexuality, country, region, city,
       credits, paid_user, language, interests, signup_date, is_demo)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, false, $12, $13, $14, true) RETURNING id`,
    [
      siteId,
      demo.email,
      passwordHash,
      demo.name,
      demoBirthdate(demo.age),
      demo.gender,
      demo.sexuality,
      demo.country,
      demo.region,
      demo.city,
      settings.signup_credits,
      demo.language,
      demo.interests,
      SEED_DAY,
    ]
  );
  await seedDemoActivity(tx, member.id, siteId, demo.language, now);
  const avatar = `avatars/${avatarSetOf(site.niche)}/${siteKey(site.domain)}-demo-${demo.gender}.svg`;
  await tx.query("INSERT INTO photos (member_id, filename, thumb_filename, is_main) VALUES ($1, $2, $2, true)", [
    member.id,
    avatar,
  ]);
}

/** Multi-row INSERT in chunks (PostgreSQL takes at most 65,535 parameters); returns the new ids in order. */
async function insertRows(
  tx: Pick<Db, "query">,
  table: string,
  columns: string[],
  rows: unknown[][]
): Promise<number[]> {
  const ids: number[] = [];
  const chunk = Math.max(1, Math.floor(30_000 / columns.length));
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    const params: unknown[] = [];
    const values = part.map((row) => `(${row.map((v) => (params.push(v), `$${params.length}`)).join(", ")})`);
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${values.join(", ")} RETURNING id`,
      params
    );
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}
