import type { ReactNode } from "react";
import * as form from "../form.css";
import { controlProps, Field, initialText, type FieldProps } from "./field";

/** A labelled select; its options (and optgroups) are the children. */
export function SelectField({ children, ...props }: FieldProps & { children: ReactNode }) {
  const { field } = props;
  return (
    <Field {...props}>
      <select
        key={field.key}
        {...controlProps(field, Boolean(props.description))}
        defaultValue={initialText(field)}
        className={form.input}
      >
        {children}
      </select>
    </Field>
  );
}
