import type { ChangeEventHandler, ReactNode } from "react";
import * as form from "../form.css";
import { controlProps, Field, initialText, type FieldProps } from "./field";

/**
 * A labelled select; its options (and optgroups) are the children. `size="large"` draws it as
 * tall as the large choice cards it sits beside (the signup's steps).
 */
export function SelectField({
  children,
  onChange,
  size = "normal",
  ...props
}: FieldProps & {
  children: ReactNode;
  onChange?: ChangeEventHandler<HTMLSelectElement>;
  size?: "normal" | "large";
}) {
  const { field } = props;
  return (
    <Field {...props}>
      <select
        key={field.key}
        {...controlProps(field, Boolean(props.description))}
        defaultValue={initialText(field)}
        onChange={onChange}
        className={size === "large" ? form.inputLarge : form.input}
      >
        {children}
      </select>
    </Field>
  );
}
