import { z } from "zod";
import { CountryCodeSchema, IdSchema, multilineTextSchema, textSchema } from "./common";
import { emailAddressSchema } from "./email";
import { GenderSchema, ProfileSchema } from "./user";
import { OwnProfileSchema, PhotoSchema, CHOICE_FIELDS } from "./profile";
import {
  COMPLAINT_REASONS,
  COMPLAINT_TEXT_MAX,
  GIFT_KEYS,
  LIKE_STATES,
  MAX_SEARCH_AGE,
  MIN_SEARCH_AGE,
  SEARCH_MAX_PAGES,
} from "../../domain/members";

/** A member as a search result, a related profile or a suggestion: the profile plus what a card shows. */
export const MemberCardSchema = ProfileSchema.extend({
  /** Active within ONLINE_WITHIN_MINUTES. */
  online: z.boolean(),
  /** Approved photos the member has (what the viewer may see of them is decided on the profile). */
  photo_count: z.number().int().nonnegative(),
});
export type MemberCard = z.infer<typeof MemberCardSchema>;

const ageParam = z
  .string()
  .regex(/^\d{1,2}$/)
  .refine((v) => Number(v) >= MIN_SEARCH_AGE && Number(v) <= MAX_SEARCH_AGE);
const trackingNetworkParam = textSchema(100, { min: 1 });
const choiceParams = Object.fromEntries(
  Object.entries(CHOICE_FIELDS).map(([field, values]) => [field, z.enum(values as unknown as [string, ...string[]])])
) as { [K in keyof typeof CHOICE_FIELDS]: z.ZodEnum<[string, ...string[]]> };

/**
 * GET /api/search.php (docs/product.md#member-search): every filter optional; the extra ones are the
 * descriptive fields a site lists in search_fields, and `interest` (one interest key).
 */
export const SearchQuerySchema = z
  .object({
    gender: GenderSchema,
    country: CountryCodeSchema,
    countryregion: textSchema(80, { min: 1 }),
    min_age: ageParam,
    max_age: ageParam,
    interest: textSchema(40, { min: 1 }),
    page: z
      .string()
      .regex(/^\d{1,2}$/)
      .refine((v) => Number(v) >= 1 && Number(v) <= SEARCH_MAX_PAGES),
    ...choiceParams,
    /** The visitor's tracking network (docs/product.md#traffic-tracking): lets a visitor search where logged_out_search_trafficsource is on. */
    network: trackingNetworkParam,
  })
  .partial()
  .strict();
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export const SearchResponseSchema = z.object({
  results: z.array(MemberCardSchema),
  numResults: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  /** Pages that can be asked for: ceil(numResults / page size), at most SEARCH_MAX_PAGES. */
  pages: z.number().int().nonnegative(),
  /** A widened search (region, then age, then country dropped) when few results match; first page only. */
  similar_results: z.array(MemberCardSchema),
  similar_numResults: z.number().int().nonnegative(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

export const LikeStateSchema = z.enum(LIKE_STATES);

/**
 * GET /api/member.php?id=: another member of the same site, as the viewer may see them. Photos
 * beyond what the viewer may see (FREE_VISIBLE_PHOTOS, VISITOR_VISIBLE_PHOTOS) are only counted.
 */
export const MemberProfileResponseSchema = z.object({
  profile: OwnProfileSchema.extend({
    online: z.boolean(),
    /**
     * The member's own words about themselves (the message written at signup), where the site's
     * settings show profile notes (visible_profile_notes); null otherwise or when there are none.
     */
    notes: multilineTextSchema(2000).nullable(),
  }),
  /** The photos the viewer may see, the main one first. */
  photos: z.array(PhotoSchema),
  /** All approved photos, seen or not. */
  photo_count: z.number().int().nonnegative(),
  /** Photos hidden from this viewer (free member or visitor). */
  locked_photos: z.number().int().nonnegative(),
  /** Between the viewer and this member; "none" for a visitor. */
  like: LikeStateSchema,
  /** This view marked the member's like of the viewer seen (it was new): the badges drop by one. */
  like_was_new: z.boolean(),
  /** The viewer blocked this member (the profile is shown with an unblock button). */
  blocked: z.boolean(),
  /** The viewer has a conversation with this member. */
  conversation_id: z.number().int().positive().nullable(),
  related: z.array(MemberCardSchema),
});
export type MemberProfileResponse = z.infer<typeof MemberProfileResponseSchema>;
export const MemberQuerySchema = z.object({
  id: z.string().regex(/^\d{1,9}$/),
  /** As for search: a visitor's tracking network. */
  network: trackingNetworkParam.optional(),
});

/** like.php, block.php: the member acted upon. */
export const MemberIdRequestSchema = z.object({ id: IdSchema });
export const LikeResponseSchema = z.object({ like: LikeStateSchema });

/** GET /api/auto-like.php: a member who just liked the member back (for the match popup), or null. */
export const AutoLikeResponseSchema = z.object({
  profile: ProfileSchema.pick({ id: true, name: true, main_image: true }).nullable(),
});
export type AutoLikeResponse = z.infer<typeof AutoLikeResponseSchema>;

export const GiftSchema = z.object({ id: IdSchema, key: z.enum(GIFT_KEYS) });
export const GiftsResponseSchema = z.object({
  gifts: z.array(GiftSchema),
  /** What each gift costs (the site's gift_credits). */
  credits: z.number().int().nonnegative(),
});
export const SendGiftRequestSchema = z.object({ to: IdSchema, gift: IdSchema });
export const SendGiftResponseSchema = z.object({
  /** The member's credits after paying. */
  credits: z.number().int().nonnegative(),
  /** The conversation the gift is shown in. */
  conversation_id: z.number().int().positive(),
});

/** POST /api/complaints.php: a report on a member (target_id) or a general complaint. */
export const ComplaintRequestSchema = z
  .object({
    target_id: IdSchema.optional(),
    reason: z.enum(COMPLAINT_REASONS),
    text: multilineTextSchema(COMPLAINT_TEXT_MAX, { trim: true }),
    /** Needed without a session: where the acknowledgement goes. */
    email: emailAddressSchema().optional(),
    /** Block the reported member in the same step. */
    block: z.boolean().optional(),
  })
  .strict();
export type ComplaintRequest = z.infer<typeof ComplaintRequestSchema>;

/** The swipe game's next card and the day's allowance. */
export const SwipeStateSchema = z.object({
  likes_left: z.number().int().nonnegative(),
  /** ISO 8601: when likes_left goes back to SWIPE_LIKES_PER_DAY. */
  resets_at: z.string().datetime({ offset: true }),
});
export const SwipeResponseSchema = SwipeStateSchema.extend({ profile: MemberCardSchema.nullable() });
export const SwipeRequestSchema = z.object({ id: IdSchema, decision: z.enum(["like", "pass"]) });
export const SwipeDecisionResponseSchema = SwipeStateSchema.extend({ like: LikeStateSchema });

/** GET /api/match-finder.php: the questionnaire's answers; interests as comma-separated keys. */
export const MatchFinderQuerySchema = z
  .object({
    gender: GenderSchema.optional(),
    min_age: ageParam,
    max_age: ageParam,
    country: CountryCodeSchema.optional(),
    countryregion: textSchema(80, { min: 1 }).optional(),
    interests: z
      .string()
      .regex(/^[a-z_]{1,40}(,[a-z_]{1,40}){0,9}$/)
      .optional(),
  })
  .strict();
export const MatchFinderResponseSchema = z.object({
  results: z.array(
    MemberCardSchema.extend({
      /** 0–100: how well the member fits the answers. */
      score: z.number().int().min(0).max(100),
      shared_interests: z.array(z.string()),
    })
  ),
});

/** Error codes of the member calls. */
export const MembersErrorCode = {
  memberNotFound: "member_not_found",
  /** The member blocked the viewer; the body carries `name`. */
  blockedByMember: "blocked_by_member",
  notEnoughCredits: "not_enough_credits",
  giftNotFound: "gift_not_found",
  swipeLimitReached: "swipe_limit_reached",
  tooManyComplaints: "too_many_complaints",
  /** Logged-out search is off on this site (or needs a traffic source). */
  searchNeedsLogin: "authentication_required",
} as const;
