import { Faker, en } from "@faker-js/faker";
import { INTEREST_KEYS } from "../../app/api/interest-keys";
import { hashPassword } from "../auth";
import type { Db } from "../db";
import { seedDemoActivity } from "./activity";
import { GEO } from "./geo";
import { generateMembers, NICHE_PROFILES, placeIn, seedFakers, type SeedMember } from "./members";
import { DEMO_COMPANY, DEMO_SITES, settingsFor, type DemoSite } from "./sites";

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

/** Fills an empty database with the demo sites and their members; does nothing otherwise. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [{ count }] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM sites");
  if (count > 0) return false;
  await seed(db);
  return true;
}

async function seed(db: Db) {
  const f = new Faker({ locale: [en] });
  seedFakers(SEED, f);
  await db.transaction(async (tx) => {
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
    for (const site of DEMO_SITES) {
      const [{ id }] = await tx.query<{ id: number }>(
        "INSERT INTO sites (domain, name, niche, settings, company) VALUES ($1, $2, $3, $4, $5) RETURNING id",
        [site.domain, site.name, site.niche, JSON.stringify(settingsFor(site)), JSON.stringify(DEMO_COMPANY)]
      );
      const members = generateMembers(site, siteKey(site.domain), MEMBERS_PER_SITE, f, settingsFor(site).interests);
      await insertMembers(tx, id, members);
      await insertDemoMember(tx, id, site, f);
    }
  });
}

async function insertMembers(tx: Pick<Db, "query">, siteId: number, members: SeedMember[]) {
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
  const photos = members.flatMap((m, i) =>
    m.avatar ? [[ids[i], `avatars/${m.avatar}.svg`, `avatars/${m.avatar}.svg`, true]] : []
  );
  await insertRows(tx, "photos", ["member_id", "filename", "thumb_filename", "is_main"], photos);
}

/** The member a new user logs in as: fits the niche (a man on the gay site, a woman on SheMeets …). */
async function insertDemoMember(tx: Pick<Db, "query">, siteId: number, site: DemoSite, f: Faker) {
  const niche = NICHE_PROFILES[site.niche];
  const gender = site.niche === 2 ? "female" : "male";
  const sexuality = site.niche === 2 ? "lesbian" : site.niche === 7 ? "gay" : "hetero";
  const age = Math.max(niche.age[0], Math.min(niche.age[1], site.niche === 5 ? 66 : 38));
  const settings = settingsFor(site);
  const place = placeIn(site.countries[0], f);
  const [member] = await tx.query<{ id: number }>(
    `INSERT INTO members (site_id, email, password_hash, name, birthdate, gender, sexuality, country, region, city,
       credits, language, interests, signup_date, is_demo)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, true) RETURNING id`,
    [
      siteId,
      demoEmail(site.domain),
      await hashPassword(DEMO_PASSWORD),
      gender === "female" ? "Demo Dana" : "Demo Dan",
      `${2026 - age}-05-17`,
      gender,
      sexuality,
      place.country,
      place.region,
      place.city,
      settings.signup_credits,
      site.domainLanguage.slice(0, 2),
      ["travelling", "music", "cooking"],
      "2026-01-01T00:00:00Z",
    ]
  );
  await seedDemoActivity(tx, member.id, siteId, site.domainLanguage.slice(0, 2));
  await tx.query("INSERT INTO photos (member_id, filename, thumb_filename, is_main) VALUES ($1, $2, $2, true)", [
    member.id,
    `avatars/${siteKey(site.domain)}-demo-${gender}.svg`,
  ]);
}

/** Multi-row INSERT in chunks (one statement per few hundred rows); returns the new ids in order. */
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
