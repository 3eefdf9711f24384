import { z } from "zod";
import { FORM_CHOICE_FIELDS } from "~/domain/profile-values";

const text = z.string().trim().optional();

/**
 * The profile details form as posted: every select, the location and the interests. What the
 * values may be is the API's contract (UpdateProfileRequestSchema), checked on top of this.
 */
export const ProfileDetailsSchema = z.object({
  ...(Object.fromEntries(FORM_CHOICE_FIELDS.map((name) => [name, text])) as Record<
    (typeof FORM_CHOICE_FIELDS)[number],
    typeof text
  >),
  country: text,
  region: text,
  city: text,
  interests: z.array(z.string()).default([]),
});

export type ProfileDetails = z.input<typeof ProfileDetailsSchema> & { photo?: string };
