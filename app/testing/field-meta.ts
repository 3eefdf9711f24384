import type { FieldMeta } from "../components/fields/field";

/** Field metadata as conform hands it out, for a form "f" (the field components' tests). */
export const meta = (name: string, extra: Partial<FieldMeta> = {}): FieldMeta => ({
  id: `f-${name}`,
  name,
  formId: "f",
  errorId: `f-${name}-error`,
  descriptionId: `f-${name}-description`,
  ...extra,
});

/** An error translator that shows which code it was given. */
export const errorText = (code: string) => `text of ${code}`;
