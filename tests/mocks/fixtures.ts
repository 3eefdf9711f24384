import type { CompanyInfo } from "../../app/api/schemas/catalog";
import type { Settings } from "../../app/api/schemas/settings";
import type { OwnProfileResponse } from "../../app/api/schemas/profile";
import type { User } from "../../app/api/schemas/user";
import { SITE_CREDITS } from "../../reference-api/seed/sites";

/** Contract-valid answers for msw handlers; tests override single fields to break them. */
export const API_BASE = "http://api.test";

export const userFixture: User = {
  status: "confirmed",
  email: "member@example.com",
  credits: 20,
  paid_user: false,
  fictional_icon: false,
  language: "en",
  notifications_disabled: [],
  signup_date: "2026-11-01T10:00:00.000Z",
  profile: {
    id: 42,
    name: "Sam",
    age: 34,
    gender: "male",
    sexuality: "hetero",
    country: "NL",
    region: "Utrecht",
    city: "Utrecht",
    status: "active",
    main_image: null,
    fictional_icon: false,
  },
};

/** The descriptive fields of a profile, none filled in. */
export const noProfileDetails = {
  relationship_status: null,
  hair_color: null,
  eye_color: null,
  body_type: null,
  tattoos: null,
  signup_reason: null,
  interests: [],
};

/** The fixture member's own profile (getOwnProfile and the photo calls), with no photo yet. */
export const ownProfileFixture: OwnProfileResponse = {
  profile: { ...userFixture.profile, ...noProfileDetails },
  photos: [],
  photo_limit: 3,
  max_photo_bytes: 8 * 1024 * 1024,
};

export const settingsFixture: Settings = {
  niche: 1,
  signups: "all",
  logged_out_search: true,
  logged_out_search_trafficsource: false,
  geoip_country: "NL",
  geoip_selected_country: "NL",
  minimum_message_costs: { NL: { costs: 2.99, currency: "EUR" } },
  support_phone: "+31 20-123 45 67",
  support_email: "support@site.example",
  push_public_key: null,
  cdn_prefix: "https://cdn.site.example/",
  domain: "site.example",
  domain_language: "nl_NL",
  name: "Site",
  mail_name: "Site Team",
  index_title: "Site – dating",
  description: "Dating.",
  enable_site_entry_popup: "yes",
  countries: ["NL"],
  visible_profile_fields: ["gender"],
  visible_profile_notes: true,
  ...SITE_CREDITS,
  search_fields: ["gender"],
  fictional_warning: { singular: "one", plural: "many" },
  refund_days: 14,
  interests: ["music"],
  member_resell: false,
  company_id: 1,
  region_data: { NL: { label: "province" } },
};

export const companyFixture: CompanyInfo = {
  name: "Operator B.V.",
  address: "Street 1",
  kvk: "12345678",
  city: "Amsterdam",
  country: "Netherlands",
  tradenames: ["Site"],
  vat_numbers: ["NL000000000B01"],
  support_phone: "+31 20-123 45 67",
  delete_discount: 50,
  added: "2024-01-01T00:00:00Z",
};
