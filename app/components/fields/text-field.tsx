import * as form from "../form.css";
import { controlProps, Field, initialText, type FieldProps } from "./field";

type InputType = "text" | "email" | "password" | "tel" | "number" | "search" | "url";

/** A labelled input (or, with `rows`, a textarea); the server's answer refills it, passwords aside. */
export function TextField({
  type = "text",
  autoComplete,
  maxLength,
  rows,
  inputMode,
  ...props
}: FieldProps & {
  type?: InputType;
  autoComplete?: string;
  maxLength?: number;
  rows?: number;
  inputMode?: "numeric" | "tel" | "email" | "text";
}) {
  const { field } = props;
  const common = {
    ...controlProps(field, Boolean(props.description)),
    // The server never sends a password back.
    defaultValue: type === "password" ? undefined : initialText(field),
    maxLength,
  };
  return (
    <Field {...props}>
      {rows ? (
        <textarea key={field.key} {...common} rows={rows} className={form.textarea} />
      ) : (
        <input
          key={field.key}
          {...common}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          className={form.input}
        />
      )}
    </Field>
  );
}
