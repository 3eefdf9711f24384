import { ChoiceGroup, type ChoiceOption, type FieldProps } from "./field";
import * as controls from "./controls.css";

/** One choice out of two to four short ones, as radios drawn as one rounded bar. */
export function SegmentedField(props: FieldProps & { options: ChoiceOption[] }) {
  return <ChoiceGroup type="radio" className={controls.segmented} choiceClassName={controls.segment} {...props} />;
}
