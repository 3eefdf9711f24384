import { ChoiceGroup, type ChoiceOption, type FieldProps } from "./field";

/** One choice out of a few, as radio buttons in a fieldset whose legend names the field. */
export function RadioGroupField(props: FieldProps & { options: ChoiceOption[]; choiceClassName?: string }) {
  return <ChoiceGroup type="radio" {...props} />;
}
