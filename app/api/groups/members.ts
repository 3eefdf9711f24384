import { CachePolicy, type Endpoint } from "../endpoint";
import { OkSchema } from "../schemas/common";
import { ApiErrorCode } from "../errors";
import { ChatErrorCode } from "../schemas/chat";

/** Another member out of reach: unknown, of another site, pending deletion or invisible. */
const MEMBER_GONE = { [E.memberNotFound]: 404 } as const;
/** The same, or one who blocked the viewer (the body names them). */
const MEMBER_UNREACHABLE = { ...MEMBER_GONE, [E.blockedByMember]: 403 } as const;
import {
  AutoLikeResponseSchema,
  ComplaintRequestSchema,
  GiftsResponseSchema,
  LikeResponseSchema,
  MatchFinderQuerySchema,
  MatchFinderResponseSchema,
  MemberIdRequestSchema,
  MemberProfileResponseSchema,
  MemberQuerySchema,
  MembersErrorCode as E,
  SearchQuerySchema,
  SearchResponseSchema,
  SendGiftRequestSchema,
  SendGiftResponseSchema,
  SwipeDecisionResponseSchema,
  SwipeRequestSchema,
  SwipeResponseSchema,
} from "../schemas/members";

/**
 * Finding and meeting members: search, a profile, likes, gifts, blocking, complaints, the swipe
 * game and the match finder. Members who are invisible, pending deletion, blocked by the viewer or
 * blocking the viewer never appear in a list; a profile of one answers 404 or 403 blocked_by_member.
 */
export const membersEndpoints = {
  searchMembers: {
    method: "GET",
    path: "/api/search.php",
    summary:
      "One page of members matching the filters, online ones first, then the newest. Without a session " +
      "only when settings.logged_out_search allows it (and, with logged_out_search_trafficsource, the " +
      "query carries a tracking `network`); otherwise 403 authentication_required.",
    query: SearchQuerySchema,
    response: SearchResponseSchema,
    auth: "optional",
    errors: { [ApiErrorCode.authenticationRequired]: 403 },
  },
  getMember: {
    method: "GET",
    path: "/api/member.php",
    summary:
      "Another member's profile as the viewer may see it, with the like state and related profiles. " +
      "Opening the profile of a member whose like was new marks that like seen. 404 member_not_found " +
      "(unknown, another site, pending deletion, invisible); 403 blocked_by_member with `name`. " +
      "Visitors as for searchMembers.",
    query: MemberQuerySchema,
    response: MemberProfileResponseSchema,
    auth: "optional",
    errors: { ...MEMBER_UNREACHABLE, [ApiErrorCode.authenticationRequired]: 403 },
  },
  likeMember: {
    method: "POST",
    path: "/api/like.php",
    summary:
      "Like a member; answers match when they liked the member too. Liking twice is harmless. 404 " +
      "member_not_found; 403 blocked_by_member; 400 validation_failed (fields.id = self) for oneself.",
    body: MemberIdRequestSchema,
    response: LikeResponseSchema,
    auth: "required",
    errors: MEMBER_UNREACHABLE,
  },
  unlikeMember: {
    method: "DELETE",
    path: "/api/like.php",
    summary: "Take a like back (a match becomes their like only). 404 member_not_found.",
    body: MemberIdRequestSchema,
    response: LikeResponseSchema,
    auth: "required",
    errors: MEMBER_GONE,
  },
  autoLike: {
    method: "GET",
    path: "/api/auto-like.php",
    summary: "A member who has just liked the member back, for the match popup (each one once), or null.",
    response: AutoLikeResponseSchema,
    auth: "required",
  },
  getGifts: {
    method: "GET",
    path: "/api/gifts.php",
    summary: "The gift catalogue and what a gift costs (loaded once and cached per site).",
    response: GiftsResponseSchema,
    auth: "none",
    cache: CachePolicy.catalog,
  },
  sendGift: {
    method: "POST",
    path: "/api/gifts.php",
    summary:
      "Send a gift: costs gift_credits and appears in the conversation, exactly once per Idempotency-Key (the same " +
      "key answers the first gift's answer). 402 not_enough_credits; 404 member_not_found or gift_not_found; " +
      "403 blocked_by_member; 429 sending_too_fast (as sendMessage).",
    body: SendGiftRequestSchema,
    response: SendGiftResponseSchema,
    auth: "required",
    keyed: true,
    errors: {
      ...MEMBER_UNREACHABLE,
      [E.notEnoughCredits]: 402,
      [E.giftNotFound]: 404,
      [ChatErrorCode.sendingTooFast]: 429,
      /** The same Idempotency-Key while its first request is still being answered. */
      request_in_progress: 409,
    },
  },
  blockMember: {
    method: "POST",
    path: "/api/block.php",
    summary:
      "Block a member: the conversations and likes between the two are removed. 404 member_not_found " +
      "(unknown, another site, pending deletion).",
    body: MemberIdRequestSchema,
    response: OkSchema,
    auth: "required",
    errors: MEMBER_GONE,
  },
  unblockMember: {
    method: "DELETE",
    path: "/api/block.php",
    summary: "Unblock a member (what blocking removed stays removed). 404 member_not_found.",
    body: MemberIdRequestSchema,
    response: OkSchema,
    auth: "required",
    errors: MEMBER_GONE,
  },
  sendComplaint: {
    method: "POST",
    path: "/api/complaints.php",
    summary:
      "Store a complaint for the operator and mail the reporter an acknowledgement. Without a session " +
      "`email` is required and target_id refused. 429 too_many_complaints after COMPLAINTS_PER_DAY a day " +
      "per member or IP; one acknowledgement mail a day per address.",
    body: ComplaintRequestSchema,
    response: OkSchema,
    auth: "optional",
    errors: { ...MEMBER_UNREACHABLE, [E.tooManyComplaints]: 429 },
  },
  getSwipeCard: {
    method: "GET",
    path: "/api/swipe.php",
    summary: "The swipe game's next member (not yet liked, passed or matched) and the day's likes left.",
    response: SwipeResponseSchema,
    auth: "required",
  },
  swipe: {
    method: "POST",
    path: "/api/swipe.php",
    summary:
      "Like or pass the card; a like counts against SWIPE_LIKES_PER_DAY (429 swipe_limit_reached with resets_at).",
    body: SwipeRequestSchema,
    response: SwipeDecisionResponseSchema,
    auth: "required",
    errors: { ...MEMBER_GONE, [E.swipeLimitReached]: 429 },
  },
  findMatches: {
    method: "GET",
    path: "/api/match-finder.php",
    summary: "Members ranked by how well they fit the questionnaire (shared interests, region, age, online).",
    query: MatchFinderQuerySchema,
    response: MatchFinderResponseSchema,
    auth: "required",
  },
} as const satisfies Record<string, Endpoint>;
