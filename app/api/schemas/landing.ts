import { z } from "zod";
import { CountryCodeSchema } from "./common";
import { MemberCardSchema } from "./members";
import { OwnProfileSchema, PhotoSchema } from "./profile";
import { LANDING_ACTIVITIES, SHOWCASE_MAX } from "../../domain/landing";

/**
 * A member as the marketing pages show them to visitors: the card, the interests (the icons
 * lander) and their latest public activity (the social network lander's feed).
 */
export const ShowcaseMemberSchema = MemberCardSchema.extend({
  interests: z.array(z.string()),
  activity: z.object({ kind: z.enum(LANDING_ACTIVITIES), at: z.string().datetime({ offset: true }) }),
});
export type ShowcaseMember = z.infer<typeof ShowcaseMemberSchema>;

/** GET /api/showcase.php: members to show on landing pages, those of `country` first. */
export const ShowcaseQuerySchema = z
  .object({
    country: CountryCodeSchema,
    limit: z
      .string()
      .regex(/^\d{1,2}$/)
      .refine((v) => Number(v) >= 1 && Number(v) <= SHOWCASE_MAX),
  })
  .partial();
export const ShowcaseResponseSchema = z.object({
  members: z.array(ShowcaseMemberSchema),
  /** Members of the site online now (all of them, not only those listed). */
  online: z.number().int().nonnegative(),
});
export type ShowcaseResponse = z.infer<typeof ShowcaseResponseSchema>;

/** GET /api/member-landing.php?id=: one operated profile for its landing pages. */
export const LandingMemberQuerySchema = z.object({ id: z.string().regex(/^\d{1,9}$/) });
export const LandingMemberResponseSchema = z.object({
  profile: OwnProfileSchema.extend({ online: z.boolean(), signup_message: z.string().nullable() }),
  /** The photos a visitor may see (the main one first). */
  photos: z.array(PhotoSchema),
  /** Approved photos beyond those: shown to members only. */
  locked_photos: z.number().int().nonnegative(),
});
export type LandingMemberResponse = z.infer<typeof LandingMemberResponseSchema>;
