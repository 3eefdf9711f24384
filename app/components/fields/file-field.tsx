import * as form from "../form.css";
import { controlProps, Field, type FieldProps } from "./field";

/** A labelled file input; a file is never sent back, so it always starts empty. */
export function FileField({
  accept,
  resetKey,
  ...props
}: FieldProps & { accept?: string; resetKey?: string | number }) {
  return (
    <Field {...props}>
      <input
        key={resetKey}
        {...controlProps(props.field, Boolean(props.description))}
        type="file"
        accept={accept}
        className={form.input}
      />
    </Field>
  );
}
