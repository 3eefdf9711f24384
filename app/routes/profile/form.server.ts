import { UpdateProfileRequestSchema, type UpdateProfileRequest } from "~/api/schemas/profile";
import { FORM_CHOICE_FIELDS } from "~/domain/profile-values";

/** What the member typed, sent back so a failed save or upload loses nothing. */
export type ProfileFormValues = Record<string, string | string[]>;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** The typed values of every profile field (not the file), for refilling the form. */
export function profileFormValues(form: FormData): ProfileFormValues {
  const values: ProfileFormValues = {};
  for (const name of [...FORM_CHOICE_FIELDS, "country", "region", "city"]) values[name] = text(form, name);
  values.interests = form.getAll("interests").filter((v): v is string => typeof v === "string");
  return values;
}

/**
 * The update the form asks for, limited to the fields the site shows; an empty choice clears a
 * field. Field errors use the API's codes, so both are translated the same way.
 */
export function profileUpdateFromForm(
  form: FormData,
  visibleFields: string[]
): { update: UpdateProfileRequest; errors: Record<string, string> } {
  const values = profileFormValues(form);
  const body: Record<string, unknown> = {};
  for (const name of FORM_CHOICE_FIELDS) {
    if (visibleFields.includes(name)) body[name] = values[name] || null;
  }
  if (visibleFields.includes("interests")) body.interests = values.interests;
  if (visibleFields.includes("location")) {
    if (values.country) body.country = values.country;
    body.region = values.region || null;
    body.city = values.city || null;
  }
  const parsed = UpdateProfileRequestSchema.safeParse(body);
  if (parsed.success) return { update: parsed.data, errors: {} };
  const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? "form"), i.code]));
  return { update: {}, errors };
}
