import type { OwnProfile } from "../app/api/schemas/profile";
import { toProfile, type MemberRow } from "./members";

/** A member row with the descriptive columns of migration 007. */
export type OwnMemberRow = MemberRow & Omit<OwnProfile, keyof ReturnType<typeof toProfile>>;

/** Every profile field of a member row: the own profile, and another member's profile screen. */
export function fullProfile(row: OwnMemberRow, today: Date): OwnProfile {
  return {
    ...toProfile(row, today),
    relationship_status: row.relationship_status,
    hair_color: row.hair_color,
    eye_color: row.eye_color,
    body_type: row.body_type,
    tattoos: row.tattoos,
    signup_reason: row.signup_reason,
    interests: row.interests ?? [],
  };
}
