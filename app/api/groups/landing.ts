import { CachePolicy, type Endpoint } from "../endpoint";
import { MembersErrorCode } from "../schemas/members";
import {
  LandingMemberQuerySchema,
  LandingMemberResponseSchema,
  ShowcaseQuerySchema,
  ShowcaseResponseSchema,
} from "../schemas/landing";

/**
 * Landing pages (docs/product.md#landing-pages): what visitors arriving from an ad see. Only the
 * site's operated profiles are shown there: an ordinary member's photo never becomes an advert.
 */
export const landingEndpoints = {
  getShowcase: {
    method: "GET",
    path: "/api/showcase.php",
    summary:
      "Operated profiles with an approved photo for the landing pages, those of `country` first (then its " +
      "neighbours' and the rest), online ones first. The same for every visitor of a site: cached per site.",
    query: ShowcaseQuerySchema,
    response: ShowcaseResponseSchema,
    auth: "none",
    cache: CachePolicy.showcase,
  },
  getLandingMember: {
    method: "GET",
    path: "/api/member-landing.php",
    summary:
      "One operated profile for its landing pages, with the photos a visitor may see. 404 member_not_found " +
      "for an unknown id, another site's, an ordinary member's, or a profile out of sight.",
    query: LandingMemberQuerySchema,
    response: LandingMemberResponseSchema,
    auth: "none",
    errors: { [MembersErrorCode.memberNotFound]: 404 },
  },
} as const satisfies Record<string, Endpoint>;
