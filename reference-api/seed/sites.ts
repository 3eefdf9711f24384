import { INTEREST_KEYS } from "../../app/api/interest-keys";
import type { CompanyInfo } from "../../app/api/schemas/catalog";
import type { Settings } from "../../app/api/schemas/settings";
import { CURRENCY, MINIMUM_MESSAGE_COST, REGION_LABEL } from "./geo";
import { PROFILE_FIELDS } from "../../app/domain/profile-values";
import { apiLanguage, type ApiLanguage } from "../languages";
import { FICTIONAL_WARNINGS, SITE_TITLES, type SiteTitle } from "./site-texts";
import { DEFAULT_PACKAGES, type SitePackages } from "../payments/prices";
import { demoPromoTiles, type StoredPromoTile } from "./promo-tiles";

/** What differs between the demo sites; everything else is shared below. */
export interface DemoSite {
  domain: string;
  name: string;
  niche: number;
  countries: string[];
  domainLanguage: string;
  signups: "all" | "with_trafficsource" | "invite_only";
  /** Whether cam and resell tiles show among the members (settings' member_resell). */
  memberResell: boolean;
}

/**
 * One demo site per niche; the web tier's tenants/ files use the same domains. Signup policies
 * (docs/decisions/006): Velvet Ropes only with a traffic source, MatureFlame invite-only, the rest open.
 * Cam and resell tiles among the members (decision 022): CurvyCrush and Silver Sparks; the others
 * have tiles configured but member_resell off, so they show none.
 */
export const DEMO_SITES: DemoSite[] = [
  {
    domain: "flirthaven.localhost",
    name: "FlirtHaven",
    niche: 1,
    countries: ["NL", "BE", "DE", "GB", "US"],
    domainLanguage: "en_GB",
    signups: "all",
    memberResell: false,
  },
  {
    domain: "shemeets.localhost",
    name: "SheMeets",
    niche: 2,
    countries: ["GB", "IE", "US", "CA"],
    domainLanguage: "en_GB",
    signups: "all",
    memberResell: false,
  },
  {
    domain: "velvetropes.localhost",
    name: "Velvet Ropes",
    niche: 3,
    countries: ["DE", "AT", "CH", "NL"],
    domainLanguage: "de_DE",
    signups: "with_trafficsource",
    memberResell: false,
  },
  {
    domain: "curvycrush.localhost",
    name: "CurvyCrush",
    niche: 4,
    countries: ["US", "CA", "GB", "AU"],
    domainLanguage: "en_US",
    signups: "all",
    memberResell: true,
  },
  {
    domain: "silversparks.localhost",
    name: "Silver Sparks",
    niche: 5,
    countries: ["DK", "NO", "SE", "FI"],
    domainLanguage: "da_DK",
    signups: "all",
    memberResell: true,
  },
  {
    domain: "matureflame.localhost",
    name: "MatureFlame",
    niche: 6,
    countries: ["FR", "IT", "ES", "BE"],
    domainLanguage: "fr_FR",
    signups: "invite_only",
    memberResell: false,
  },
  {
    domain: "manmatch.localhost",
    name: "ManMatch",
    niche: 7,
    countries: ["NL", "DE", "PL", "GB"],
    domainLanguage: "en_GB",
    signups: "all",
    memberResell: false,
  },
];

/** The fictional operator of every demo site. */
export const DEMO_COMPANY: CompanyInfo = {
  name: "Amora Digital B.V.",
  address: "Keizersgracht 123",
  kvk: "81234567",
  city: "1015 CJ Amsterdam",
  country: "Netherlands",
  tradenames: DEMO_SITES.map((s) => s.name),
  vat_numbers: ["NL862345678B01"],
  support_phone: "+31 20-123 45 67",
  delete_discount: 50,
  added: "2024-03-15T09:00:00Z",
};

/** Credit prices and the message length every demo site has; the tests' settings use them too. */
export const SITE_CREDITS = {
  message_credits: 10,
  signup_credits: 20,
  photo_credits: 5,
  gift_credits: 25,
  message_length: 1000,
} satisfies Partial<Settings>;

/** The settings that are texts (docs/product.md#sites-and-niches), written in each language the site is offered in. */
export type SiteTexts = Pick<Settings, "index_title" | "description" | "fictional_warning">;

/**
 * Business settings of one site (docs/product.md#data-from-the-api), minus what the API fills in per request
 * and the push key (site_push_keys), plus `texts`:
 * the site's texts per language, of which settings.php answers the request's language (the stored
 * index_title, description and fictional_warning are the domain language's, for any other).
 */
export type StoredSettings = Omit<
  Settings,
  "geoip_country" | "geoip_selected_country" | "cdn_prefix" | "domain" | "push_public_key"
> & {
  texts?: Partial<Record<ApiLanguage, SiteTexts>>;
  /** Credits and prices per currency of p0–p3 (docs/decisions/017-payments.md); packages.php answers them. */
  packages?: SitePackages;
  /** The cam and resell tiles promo-tiles.php answers while member_resell is on (decision 022). */
  promo_tiles?: StoredPromoTile[];
};

/** A demo site's texts in each of its languages. */
function siteTexts(titles: Partial<Record<ApiLanguage, SiteTitle>>): Partial<Record<ApiLanguage, SiteTexts>> {
  return Object.fromEntries(
    Object.entries(titles).map(([language, title]) => [
      language,
      {
        index_title: title.indexTitle,
        description: title.description,
        fictional_warning: FICTIONAL_WARNINGS[language as ApiLanguage],
      },
    ])
  );
}

/** `titles`: the site's title and tagline per language (a demo site's own unless given). */
export function settingsFor(site: DemoSite, titles = SITE_TITLES[site.domain]): StoredSettings {
  const id = site.domain.replace(/\.localhost$/, "");
  const texts = siteTexts(titles);
  const own = texts[apiLanguage(site.domainLanguage) ?? "en"] ?? texts.en!;
  return {
    niche: site.niche,
    signups: site.signups,
    logged_out_search: true,
    logged_out_search_trafficsource: false,
    minimum_message_costs: Object.fromEntries(
      site.countries.map((c) => [c, { costs: MINIMUM_MESSAGE_COST[CURRENCY[c]], currency: CURRENCY[c] }])
    ),
    support_phone: "+31 20-123 45 67",
    support_email: `support@${id}.example`,
    domain_language: site.domainLanguage,
    name: site.name,
    mail_name: `${site.name} Team`,
    ...own,
    enable_site_entry_popup: "yes",
    countries: site.countries,
    visible_profile_fields: [...PROFILE_FIELDS],
    visible_profile_notes: true,
    ...SITE_CREDITS,
    search_fields: ["gender", "age", "country", "region"],
    refund_days: 14,
    interests: [...INTEREST_KEYS],
    member_resell: site.memberResell,
    company_id: 1,
    region_data: Object.fromEntries(site.countries.map((c) => [c, { label: REGION_LABEL[c] }])),
    texts,
    packages: DEFAULT_PACKAGES,
    promo_tiles: demoPromoTiles(site),
  };
}
