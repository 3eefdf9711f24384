import type { ChangeEventHandler, ReactNode } from "react";
import * as form from "../form.css";
import { controlProps, Field, initialText, type FieldProps } from "./field";

/** A labelled select; its options (and optgroups) are the children. */
export function SelectField({
  children,
  onChange,
  ...props
}: FieldProps & { children: ReactNode; onChange?: ChangeEventHandler<HTMLSelectElement> }) {
  const { field } = props;
  return (
    <Field {...props}>
      <select
        key={field.key}
        {...controlProps(field, Boolean(props.description))}
        defaultValue={initialText(field)}
        onChange={onChange}
        className={form.input}
      >
        {children}
      </select>
    </Field>
  );
}
