import { INTEREST_KEYS } from "../../app/api/interest-keys";
import type { CompanyInfo } from "../../app/api/schemas/catalog";
import type { Settings } from "../../app/api/schemas/settings";
import { CURRENCY, MINIMUM_MESSAGE_COST, REGION_LABEL } from "./geo";
import { PROFILE_FIELDS } from "../../app/domain/profile-values";

/** What differs between the demo sites; everything else is shared below. */
export interface DemoSite {
  domain: string;
  name: string;
  niche: number;
  countries: string[];
  domainLanguage: string;
  signups: "all" | "with_trafficsource" | "invite_only";
  indexTitle: string;
  description: string;
}

/**
 * One demo site per niche; the web tier's tenants/ files use the same domains. Signup policies
 * (docs/decisions/006): Velvet Ropes only with a traffic source, MatureFlame invite-only, the rest open.
 */
export const DEMO_SITES: DemoSite[] = [
  {
    domain: "flirthaven.localhost",
    name: "FlirtHaven",
    niche: 1,
    countries: ["NL", "BE", "DE", "GB", "US"],
    domainLanguage: "en_GB",
    signups: "all",
    indexTitle: "FlirtHaven – meet singles near you",
    description: "Chat, flirt and date with singles near you.",
  },
  {
    domain: "shemeets.localhost",
    name: "SheMeets",
    niche: 2,
    countries: ["GB", "IE", "US", "CA"],
    domainLanguage: "en_GB",
    signups: "all",
    indexTitle: "SheMeets – where women meet women",
    description: "Dating and chat for lesbian and bi women.",
  },
  {
    domain: "velvetropes.localhost",
    name: "Velvet Ropes",
    niche: 3,
    countries: ["DE", "AT", "CH", "NL"],
    domainLanguage: "de_DE",
    signups: "with_trafficsource",
    indexTitle: "Velvet Ropes – BDSM dating",
    description: "Meet people who share your kinks, discreetly.",
  },
  {
    domain: "curvycrush.localhost",
    name: "CurvyCrush",
    niche: 4,
    countries: ["US", "CA", "GB", "AU"],
    domainLanguage: "en_US",
    signups: "all",
    indexTitle: "CurvyCrush – curvy singles dating",
    description: "Dating for curvy singles and their admirers.",
  },
  {
    domain: "silversparks.localhost",
    name: "Silver Sparks",
    niche: 5,
    countries: ["DK", "NO", "SE", "FI"],
    domainLanguage: "da_DK",
    signups: "all",
    indexTitle: "Silver Sparks – mature dating",
    description: "Dating for women in their golden years and those who adore them.",
  },
  {
    domain: "matureflame.localhost",
    name: "MatureFlame",
    niche: 6,
    countries: ["FR", "IT", "ES", "BE"],
    domainLanguage: "fr_FR",
    signups: "invite_only",
    indexTitle: "MatureFlame – meet mature women",
    description: "Flirt with confident women in their prime.",
  },
  {
    domain: "manmatch.localhost",
    name: "ManMatch",
    niche: 7,
    countries: ["NL", "DE", "PL", "GB"],
    domainLanguage: "en_GB",
    signups: "all",
    indexTitle: "ManMatch – gay dating and chat",
    description: "Gay dating and chat for men who like men.",
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

/** Business settings of one site (SPEC §3), minus what the API fills in per request. */
export type StoredSettings = Omit<Settings, "geoip_country" | "geoip_selected_country" | "cdn_prefix" | "domain">;

export function settingsFor(site: DemoSite): StoredSettings {
  const id = site.domain.replace(/\.localhost$/, "");
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
    push_public_key: null,
    domain_language: site.domainLanguage,
    name: site.name,
    mail_name: `${site.name} Team`,
    index_title: site.indexTitle,
    description: site.description,
    enable_site_entry_popup: "yes",
    countries: site.countries,
    visible_profile_fields: [...PROFILE_FIELDS],
    visible_profile_notes: true,
    ...SITE_CREDITS,
    search_fields: ["gender", "age", "country", "region"],
    fictional_warning: {
      singular: "This profile is operated by our team for entertainment.",
      plural: "Some profiles are operated by our team for entertainment.",
    },
    refund_days: 14,
    interests: [...INTEREST_KEYS],
    member_resell: false,
    company_id: 1,
    region_data: Object.fromEntries(site.countries.map((c) => [c, { label: REGION_LABEL[c] }])),
  };
}
