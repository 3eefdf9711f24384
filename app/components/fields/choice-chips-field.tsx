import { ChoiceGroup, type ChoiceGroupProps, type ChoiceOption, type FieldProps } from "./field";
import * as controls from "./controls.css";

/**
 * Choices as chips a thumb can hit: radios (one choice) or checkboxes (any number) in a fieldset
 * whose legend names the field. `size="large"` makes each a card (the signup's few big choices).
 * `onChange` hears every choice inside (a form that follows the answer at once).
 */
export function ChipsField({
  type = "radio",
  size = "small",
  ...props
}: FieldProps & {
  options: ChoiceOption[];
  type?: "radio" | "checkbox";
  size?: "small" | "large";
  onChange?: ChoiceGroupProps["onChange"];
}) {
  const large = size === "large";
  return (
    <ChoiceGroup
      type={type}
      className={large ? controls.cards : controls.chips}
      choiceClassName={large ? controls.card : controls.chip}
      {...props}
    />
  );
}
