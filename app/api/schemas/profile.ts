import { z } from "zod";
import { CountryCodeSchema, displayTextSchema, IdSchema, textSchema } from "./common";
import { GenderSchema, ProfileSchema, SexualitySchema } from "./user";
import {
  BODY_TYPES,
  EYE_COLORS,
  HAIR_COLORS,
  RELATIONSHIP_STATUSES,
  SIGNUP_REASONS,
  TATTOO_OPTIONS,
} from "../../domain/profile-values";

/**
 * The member's own profile. The value lists and limits live in a zod-free module the
 * browser may import (~/domain/profile-values).
 */
export * from "../../domain/profile-values";

/** The descriptive fields, each one of its value list or null (not specified). */
const ChoiceFields = {
  relationship_status: z.enum(RELATIONSHIP_STATUSES).nullable(),
  hair_color: z.enum(HAIR_COLORS).nullable(),
  eye_color: z.enum(EYE_COLORS).nullable(),
  body_type: z.enum(BODY_TYPES).nullable(),
  tattoos: z.enum(TATTOO_OPTIONS).nullable(),
  signup_reason: z.enum(SIGNUP_REASONS).nullable(),
};

export const OwnProfileSchema = ProfileSchema.extend({
  ...ChoiceFields,
  /** Interest keys (settings.interests). */
  interests: z.array(z.string()),
});
export type OwnProfile = z.infer<typeof OwnProfileSchema>;

/** One of the member's photos; file names are relative to the settings' cdn_prefix. */
export const PhotoSchema = z.object({
  id: z.number().int().positive(),
  filename: z.string(),
  thumb_filename: z.string(),
  status: z.enum(["approved", "pending", "rejected"]),
  is_main: z.boolean(),
});
export type Photo = z.infer<typeof PhotoSchema>;

/** GET/PUT /api/profile.php and every photo call answer the whole own profile. */
export const OwnProfileResponseSchema = z.object({
  profile: OwnProfileSchema,
  photos: z.array(PhotoSchema),
  /** How many photos this member may have (3 free, 25 premium). */
  photo_limit: z.number().int().positive(),
  /** Largest upload in bytes. */
  max_photo_bytes: z.number().int().positive(),
});
export type OwnProfileResponse = z.infer<typeof OwnProfileResponseSchema>;

/**
 * PUT /api/profile.php: fields left out stay as they are; null clears one. Only the fields the
 * site's visible_profile_fields name may be sent ("location" covers country, region and city);
 * others answer 400 validation_failed with fields.{name} = "not_allowed".
 */
export const UpdateProfileRequestSchema = z
  .object({
    gender: GenderSchema.nullable(),
    sexuality: SexualitySchema.nullable(),
    ...ChoiceFields,
    interests: z.array(textSchema(40)).max(60),
    country: CountryCodeSchema,
    region: displayTextSchema(80, { trim: true }).nullable(),
    city: displayTextSchema(80, { trim: true }).nullable(),
  })
  .partial()
  .strict();
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

/** PUT /api/photos.php (make main) and DELETE /api/photos.php. */
export const PhotoIdRequestSchema = z.object({ id: IdSchema });

/** Error codes of the profile and photo calls. */
export const ProfileErrorCode = {
  photoMissing: "photo_missing",
  photoInvalidType: "photo_invalid_type",
  photoTooLarge: "photo_too_large",
  photoLimitReached: "photo_limit_reached",
  photoNotFound: "photo_not_found",
  /** The member's last upload (a photo or a chat image) is still being decoded: one at a time. */
  uploadInProgress: "upload_in_progress",
  fieldNotAllowed: "not_allowed",
} as const;
