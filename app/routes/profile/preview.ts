import type { PlaceCountry } from "~/components/fields/place-fields";
import { FORM_CHOICE_FIELDS } from "~/domain/profile-values";
import { memberDetails, memberPlace, type MemberDetail } from "~/features/members/member-details";
import { CHOICE_OPTIONS } from "./choice-options";

/** The form's values as conform reads them from the page: a string, a list, or nothing per field. */
export type FormValues = Record<string, unknown> | undefined;

export interface ProfilePreview {
  place: string;
  details: MemberDetail[];
  interests: string[];
}

const textOf = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * What another member would see of the profile as the form holds it now: only the fields the site
 * shows, values of their lists (a value the page does not offer is left out, as the API would
 * refuse it), the interests of the site's list, and the place as the profile screen writes it.
 */
export function profilePreview(
  values: FormValues,
  site: { visible: readonly string[]; interests: readonly string[]; countries: readonly PlaceCountry[] }
): ProfilePreview {
  const form = values ?? {};
  const choices: Partial<Record<(typeof FORM_CHOICE_FIELDS)[number], string>> = {};
  for (const field of FORM_CHOICE_FIELDS) {
    const value = textOf(form[field]);
    if ((CHOICE_OPTIONS[field] as readonly string[]).includes(value)) choices[field] = value;
  }
  const chosen = new Set([form.interests].flat().filter((v): v is string => typeof v === "string"));
  const code = textOf(form.country);
  const country = site.countries.find((c) => c.code === code);
  return {
    place: memberPlace(site.visible, [textOf(form.city), textOf(form.region), country?.name ?? code]),
    details: memberDetails(choices, site.visible),
    interests: site.visible.includes("interests") ? site.interests.filter((key) => chosen.has(key)) : [],
  };
}
