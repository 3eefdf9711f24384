import { ChoiceGroup, type ChoiceOption, type FieldProps } from "./field";

/** Any number of choices, as checkboxes in a fieldset whose legend names the field. */
export function CheckboxGroupField(
  props: FieldProps & { options: ChoiceOption[]; className?: string; choiceClassName?: string }
) {
  return <ChoiceGroup type="checkbox" {...props} />;
}
