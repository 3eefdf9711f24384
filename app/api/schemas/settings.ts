import { z } from "zod";
import { CountryCodeSchema } from "./common";

export const NicheSchema = z.number().int().min(1).max(7);

/**
 * The route-query parameters settings.php reads: the web tier passes these on and keys its cache
 * on them (app/api/cache.server.ts), nothing else of the page's query. `geoip` names the visitor's
 * country (ISO 3166-1 alpha-2); the reference API has no geo-IP database and plays a visitor from
 * there. Any string is accepted: a value that is not a country means the site's first country.
 */
export const SettingsQuerySchema = z.object({ geoip: z.string().optional() });
export type SettingsQuery = z.infer<typeof SettingsQuerySchema>;

/** docs/product.md#sites-and-niches: Settings (global business settings of one site), answered by GET /api/settings.php. */
export const SettingsSchema = z.object({
  niche: NicheSchema,
  /** "all", "with_trafficsource", or anything else (closed: invite only). */
  signups: z.string(),
  logged_out_search: z.boolean(),
  logged_out_search_trafficsource: z.boolean(),
  geoip_country: CountryCodeSchema,
  geoip_selected_country: CountryCodeSchema.nullable(),
  minimum_message_costs: z.record(CountryCodeSchema, z.object({ costs: z.number(), currency: z.string().length(3) })),
  support_phone: z.string(),
  support_email: z.string(),
  push_public_key: z.string().nullable(),
  /** Absolute URL prefix of member images; image paths in the contract are relative to it. */
  cdn_prefix: z.string().url(),
  domain: z.string(),
  /** Language of the domain (e.g. "nl_NL"); its first two letters pick the default locale. */
  domain_language: z.string(),
  name: z.string(),
  mail_name: z.string(),
  index_title: z.string(),
  description: z.string(),
  enable_site_entry_popup: z.enum(["yes", "no"]),
  countries: z.array(CountryCodeSchema),
  visible_profile_fields: z.array(z.string()),
  visible_profile_notes: z.boolean(),
  message_credits: z.number().int().nonnegative(),
  signup_credits: z.number().int().nonnegative(),
  photo_credits: z.number().int().nonnegative(),
  gift_credits: z.number().int().nonnegative(),
  message_length: z.number().int().positive(),
  search_fields: z.array(z.string()),
  fictional_warning: z.object({ singular: z.string(), plural: z.string() }),
  refund_days: z.number().int().nonnegative(),
  /** Interest keys offered on this site (docs/product.md#interests). */
  interests: z.array(z.string()),
  member_resell: z.boolean(),
  company_id: z.number().int(),
  /** Per country: which word labels the region ("province", "state", …). */
  region_data: z.record(
    CountryCodeSchema,
    z.object({ label: z.enum(["province", "state", "region", "canton", "voivodeship", "county"]) })
  ),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const SettingsResponseSchema = z.object({ settings: SettingsSchema });
