import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { FieldError } from "./field-error";
import * as form from "./form.css";

type InputType = "text" | "email" | "password" | "tel" | "date" | "number" | "search" | "url";

/**
 * A labelled input bound to a conform field: the label names the control, errors are linked by
 * aria-describedby, and the server's answer refills the value (passwords excepted).
 */
export function TextField({
  field,
  label,
  type = "text",
  autoComplete,
  errorText,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  type?: InputType;
  autoComplete?: string;
  /** Turns an error code of the schema into the member's language. */
  errorText: (code: string) => string;
}) {
  return (
    <div className={form.field}>
      <label htmlFor={field.id} className={form.label}>
        {label}
      </label>
      <input {...getInputProps(field, { type })} autoComplete={autoComplete} className={form.input} />
      <FieldError id={field.errorId} errors={field.errors?.map(errorText)} />
    </div>
  );
}
