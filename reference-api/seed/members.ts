import {
  fakerDA,
  fakerDE,
  fakerDE_AT,
  fakerDE_CH,
  fakerEN_AU,
  fakerEN_CA,
  fakerEN_GB,
  fakerEN_IE,
  fakerEN_US,
  fakerES,
  fakerFI,
  fakerFR,
  fakerFR_BE,
  fakerIT,
  fakerNB_NO,
  fakerNL,
  fakerPL,
  fakerSV,
  type Faker,
} from "@faker-js/faker";
import { GEO } from "./geo";
import type { DemoSite } from "./sites";

/** Fakers whose first names fit each country. */
const FAKER_BY_COUNTRY: Record<string, Faker> = {
  NL: fakerNL,
  BE: fakerFR_BE,
  DE: fakerDE,
  AT: fakerDE_AT,
  CH: fakerDE_CH,
  GB: fakerEN_GB,
  IE: fakerEN_IE,
  US: fakerEN_US,
  CA: fakerEN_CA,
  AU: fakerEN_AU,
  DK: fakerDA,
  NO: fakerNB_NO,
  SE: fakerSV,
  FI: fakerFI,
  FR: fakerFR,
  IT: fakerIT,
  ES: fakerES,
  PL: fakerPL,
};

/** Every faker keeps its own random state: seed them all for a repeatable seed. */
export function seedFakers(seed: number, main: Faker) {
  main.seed(seed);
  for (const f of new Set(Object.values(FAKER_BY_COUNTRY))) f.seed(seed);
}

type Gender = "male" | "female";
type Sexuality = "hetero" | "gay" | "lesbian" | "bi";

/** Who lives on each niche's site: gender mix, sexualities and ages (docs/product.md#sites-and-niches). */
interface NicheProfile {
  women: number; // share of women, 0..1
  sexuality: (gender: Gender, f: Faker) => Sexuality;
  age: [number, number];
}

const mostly = (main: Sexuality, other: Sexuality, share: number) => (f: Faker) =>
  f.number.float() < share ? main : other;

export const NICHE_PROFILES: Record<number, NicheProfile> = {
  1: { women: 0.6, sexuality: (_g, f) => mostly("hetero", "bi", 0.85)(f), age: [18, 65] },
  2: { women: 1, sexuality: (_g, f) => mostly("lesbian", "bi", 0.7)(f), age: [18, 60] },
  3: { women: 0.55, sexuality: (_g, f) => mostly("hetero", "bi", 0.6)(f), age: [21, 60] },
  4: { women: 0.9, sexuality: (_g, f) => mostly("hetero", "bi", 0.85)(f), age: [25, 60] },
  5: { women: 1, sexuality: (_g, f) => mostly("hetero", "bi", 0.9)(f), age: [60, 85] },
  6: { women: 1, sexuality: (_g, f) => mostly("hetero", "bi", 0.85)(f), age: [35, 55] },
  7: { women: 0, sexuality: (_g, f) => mostly("gay", "bi", 0.8)(f), age: [18, 65] },
};

export interface SeedMember {
  name: string;
  birthdate: string;
  gender: Gender;
  sexuality: Sexuality;
  country: string;
  region: string;
  city: string;
  interests: string[];
  avatar: string | null;
  signupDate: string;
  userStatus: "confirmed" | "not_confirmed";
  language: string;
}

/** Ages are computed against a fixed day so the seed is the same whenever it runs. */
export const SEED_DAY = new Date("2026-01-01T00:00:00Z");

function birthdateFor(age: number, f: Faker): string {
  const d = new Date(SEED_DAY);
  d.setUTCFullYear(d.getUTCFullYear() - age - 1);
  d.setUTCDate(d.getUTCDate() + f.number.int({ min: 1, max: 364 }));
  return d.toISOString().slice(0, 10);
}

export function placeIn(country: string, f: Faker) {
  const regions = GEO[country];
  const region = f.helpers.objectKey(regions) as string;
  return { country, region, city: f.helpers.arrayElement(regions[region]) };
}

/** A member's display name: a first name, sometimes with a nickname-style number. */
function displayName(gender: Gender, country: string, f: Faker): string {
  const local = FAKER_BY_COUNTRY[country] ?? fakerEN_GB;
  const first = local.person.firstName(gender);
  return f.number.float() < 0.3 ? `${first}${f.number.int({ min: 2, max: 99 })}` : first;
}

/** `count` members for a site, the same every time for the same site and seed. */
export function generateMembers(
  site: DemoSite,
  siteKey: string,
  count: number,
  f: Faker,
  interests: string[],
  firstIndex = 0
): SeedMember[] {
  const niche = NICHE_PROFILES[site.niche];
  return Array.from({ length: count }, (_, n) => {
    const i = firstIndex + n;
    const gender: Gender = f.number.float() < niche.women ? "female" : "male";
    const country = f.helpers.arrayElement(site.countries);
    const place = placeIn(country, f);
    const age = f.number.int({ min: niche.age[0], max: niche.age[1] });
    const signup = new Date(SEED_DAY.getTime() - f.number.int({ min: 1, max: 700 }) * 86_400_000);
    return {
      name: displayName(gender, country, f),
      birthdate: birthdateFor(age, f),
      gender,
      sexuality: niche.sexuality(gender, f),
      ...place,
      interests: f.helpers.arrayElements(interests, { min: 3, max: 8 }),
      avatar: f.number.float() < 0.9 ? `${siteKey}-${i}-${gender}` : null,
      signupDate: signup.toISOString(),
      userStatus: f.number.float() < 0.95 ? "confirmed" : "not_confirmed",
      language: site.domainLanguage.slice(0, 2),
    };
  });
}

/** The account a visitor of each niche's site would have: who logs in as the demo member. */
export interface DemoProfile {
  name: string;
  gender: Gender;
  sexuality: Sexuality;
  age: number;
  interests: string[];
}

/** Per niche: name, gender, sexuality, age, interests. */
const DEMO_ROWS: [number, string, Gender, Sexuality, number, string[]][] = [
  [1, "Demo Dan", "male", "hetero", 36, ["travelling", "music", "cooking"]],
  [2, "Demo Dana", "female", "lesbian", 31, ["art", "coffee", "hiking", "kissing"]],
  [3, "Demo Dan", "male", "bi", 41, ["bondage", "sadomasochism", "lingerie", "sex_toys"]],
  [4, "Demo Dan", "male", "hetero", 39, ["foodie", "movies", "hugging"]],
  [5, "Demo Dan", "male", "hetero", 58, ["gardening", "reading", "wine", "theater"]],
  [6, "Demo Dan", "male", "hetero", 29, ["gym", "party", "one_night_stand"]],
  [7, "Demo Dan", "male", "gay", 35, ["gym", "party", "travelling", "fashion"]],
];

export const DEMO_PROFILES: Record<number, DemoProfile> = Object.fromEntries(
  DEMO_ROWS.map(([niche, name, gender, sexuality, age, interests]) => [
    niche,
    { name, gender, sexuality, age, interests },
  ])
);

/** A birthdate that makes someone `age` on SEED_DAY (fixed, so the seed stays repeatable). */
export function demoBirthdate(age: number): string {
  return `${SEED_DAY.getUTCFullYear() - age - 1}-05-17`;
}
