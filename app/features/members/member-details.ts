import { FORM_CHOICE_FIELDS } from "~/domain/profile-values";

type ChoiceName = (typeof FORM_CHOICE_FIELDS)[number];

/** One descriptive field a profile shows: its name and value key (both translated by the page). */
export interface MemberDetail {
  field: ChoiceName;
  value: string;
}

/** The descriptive fields a profile shows: the ones the site shows and the member filled in, in form order. */
export const memberDetails = (profile: Partial<Record<ChoiceName, string | null>>, visible: readonly string[]) =>
  FORM_CHOICE_FIELDS.filter((field) => visible.includes(field) && profile[field]).map(
    (field): MemberDetail => ({ field, value: profile[field] as string })
  );

/** City, region and country as one line ("" when the site does not show the location). */
export const memberPlace = (visible: readonly string[], parts: (string | null | undefined)[]) =>
  visible.includes("location") ? parts.filter(Boolean).join(", ") : "";
