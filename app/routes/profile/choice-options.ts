import { CHOICE_FIELDS, type FORM_CHOICE_FIELDS, GENDERS, SEXUALITIES } from "~/domain/profile-values";

/** The values each choice of the profile form offers; "" (not specified) clears the field. */
export const CHOICE_OPTIONS: Record<(typeof FORM_CHOICE_FIELDS)[number], readonly string[]> = {
  gender: GENDERS,
  sexuality: SEXUALITIES,
  ...CHOICE_FIELDS,
};
