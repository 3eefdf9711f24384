/**
 * Own profile value lists: every field of docs/product.md#profile-and-photos, zod-free so pages may import them. Value lists are the contract's
 * stable keys; the web tier translates them. Field names are the ones visible_profile_fields uses.
 */
export const RELATIONSHIP_STATUSES = [
  "single",
  "in_relationship",
  "married",
  "separated",
  "divorced",
  "widowed",
] as const;
export const HAIR_COLORS = ["black", "brown", "blond", "red", "grey", "bald", "other"] as const;
export const EYE_COLORS = ["brown", "blue", "green", "grey", "hazel"] as const;
export const BODY_TYPES = ["slim", "athletic", "average", "curvy", "muscular", "plus_size"] as const;
export const TATTOO_OPTIONS = ["none", "some", "many"] as const;
export const SIGNUP_REASONS = ["chat", "flirt", "dating", "relationship", "friendship", "adventure"] as const;

/** docs/product.md#profile-and-photos: every profile field a site may show (settings.visible_profile_fields picks from these). */
export const PROFILE_FIELDS = [
  "gender",
  "sexuality",
  "relationship_status",
  "hair_color",
  "eye_color",
  "body_type",
  "tattoos",
  "interests",
  "signup_reason",
  "location",
] as const;

/** The descriptive fields with a fixed list of values, in the order a form shows them. */
export const CHOICE_FIELDS = {
  relationship_status: RELATIONSHIP_STATUSES,
  hair_color: HAIR_COLORS,
  eye_color: EYE_COLORS,
  body_type: BODY_TYPES,
  tattoos: TATTOO_OPTIONS,
  signup_reason: SIGNUP_REASONS,
} as const;
export type ChoiceField = keyof typeof CHOICE_FIELDS;

/** Free members may keep this many photos, premium (paid) members PREMIUM_PHOTO_LIMIT (docs/product.md#profile-and-photos). */
export const FREE_PHOTO_LIMIT = 3;
export const PREMIUM_PHOTO_LIMIT = 25;
/** Largest photo upload the API accepts (bytes); bigger ones answer 413 photo_too_large. */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;

/** Gender and sexuality values (as GenderSchema and SexualitySchema in ~/api/schemas/user). */
export const GENDERS = ["male", "female"] as const;
export const SEXUALITIES = ["hetero", "gay", "lesbian", "bi"] as const;

/** Every select of the profile form, in order: gender, sexuality and the CHOICE_FIELDS. */
export const FORM_CHOICE_FIELDS = [
  "gender",
  "sexuality",
  ...(Object.keys(CHOICE_FIELDS) as (keyof typeof CHOICE_FIELDS)[]),
] as const;
