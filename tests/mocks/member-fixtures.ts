import type { MemberCard, MemberProfileResponse } from "../../app/api/schemas/members";
import { noProfileDetails, userFixture } from "./fixtures";

/** Contract-valid members for msw handlers of the members area. */
export const memberCardFixture = (overrides: Partial<MemberCard> = {}): MemberCard => ({
  ...userFixture.profile,
  id: 7,
  name: "Lena",
  age: 31,
  gender: "female",
  online: true,
  photo_count: 2,
  ...overrides,
});

/** getMember's answer for a member, with the like state and block flag a test needs. */
export const memberProfileFixture = (
  overrides: Partial<MemberCard> & { notes?: string | null } = {},
  answer: Partial<Omit<MemberProfileResponse, "profile">> = {}
): MemberProfileResponse => {
  const { notes = null, ...cardOverrides } = overrides;
  const { photo_count: _count, ...card } = memberCardFixture(cardOverrides);
  return {
    profile: { ...card, ...noProfileDetails, notes },
    photos: [],
    photo_count: 0,
    locked_photos: 0,
    like: "none",
    like_was_new: false,
    blocked: false,
    conversation_id: null,
    related: [],
    ...answer,
  };
};
