import { z } from "zod";
import { CountryCodeSchema, textSchema } from "./common";
import { emailAddressSchema } from "./email";

/** docs/product.md#profile-and-photos: main_image. Paths are relative to the settings' cdn_prefix. */
export const MainImageSchema = z.object({
  filename: z.string(),
  thumb_filename: z.string(),
  status: z.enum(["approved", "pending", "rejected"]),
  /** Path under the cdn prefix used by the match popup. */
  match: z.string(),
});
export type MainImage = z.infer<typeof MainImageSchema>;

export const GenderSchema = z.enum(["male", "female"]);
export const SexualitySchema = z.enum(["hetero", "gay", "lesbian", "bi"]);

/** A member's profile (docs/product.md#profile-and-photos); the own profile's schema adds the descriptive fields. */
export const ProfileSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  age: z.number().int().nullable(),
  gender: GenderSchema.nullable(),
  sexuality: SexualitySchema.nullable(),
  country: CountryCodeSchema,
  region: z.string().nullable(),
  city: z.string().nullable(),
  status: z.enum(["active", "disabled"]),
  main_image: MainImageSchema.nullable(),
  /**
   * docs/product.md#accounts-and-login fictional_icon: the profile is operated by the site's team (the terms say so). Every
   * view of it carries the mark, with the settings' fictional_warning (docs/decisions/014).
   */
  fictional_icon: z.boolean(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const NotificationDisabledReasonSchema = z.enum(["fbl", "bounce", "listunsubscribe"]);

/** docs/product.md#data-from-the-api: User — the signed-in member. */
export const UserSchema = z.object({
  status: z.enum(["confirmed", "not_confirmed"]),
  email: z.string(),
  credits: z.number().int(),
  paid_user: z.boolean(),
  /** The member's own profile is operated by the site's team (always false for a person who signed up). */
  fictional_icon: z.boolean(),
  language: z.string(),
  notifications_disabled: z.array(NotificationDisabledReasonSchema),
  /** ISO 8601 date-time. */
  signup_date: z.string().datetime({ offset: true }),
  profile: ProfileSchema,
});
export type User = z.infer<typeof UserSchema>;

/** GET /api/user.php — `user` is null when no valid token was sent. */
export const UserResponseSchema = z.object({ user: UserSchema.nullable() });

/** POST /api/user.php — log in. */
export const LoginRequestSchema = z.object({
  email: emailAddressSchema(),
  /** Bounded like a new password (PASSWORD_MAX_LENGTH); only checked against the stored hash. */
  password: z.string().min(1).max(200),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** Answer to a successful login: the member and the session token the web tier keeps in its cookie. */
export const LoginResponseSchema = z.object({
  user: UserSchema,
  token: z.string().min(22),
});

/** PUT /api/user.php — saves the chosen language (only when logged in). */
export const UpdateUserRequestSchema = z.object({ language: textSchema(5, { min: 2 }) });
export const AuthenticatedUserResponseSchema = z.object({ user: UserSchema });
