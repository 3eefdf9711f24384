import type { ReactNode } from "react";
import { FieldError } from "./field-error";
import * as form from "./form.css";

/**
 * Labelled controls for forms that carry their own values and server errors (no conform on the
 * page): the control is named after the field, a translated error is linked by aria-describedby.
 */
interface FieldProps {
  name: string;
  label: string;
  /** The error in the member's language, if any. */
  error?: string | false;
  /** Below the control: hints, suggestions. */
  children?: ReactNode;
}

/** ARIA attributes that tie a control (or a fieldset) to its error text. */
export const errorLink = (name: string, error?: string | false) =>
  error ? { "aria-invalid": true as const, "aria-describedby": `${name}-error` } : {};

function Field({ name, label, error, control, children }: FieldProps & { control: ReactNode }) {
  return (
    <div className={form.field}>
      <label htmlFor={name} className={form.label}>
        {label}
      </label>
      {control}
      <FieldError id={`${name}-error`} errors={error ? [error] : undefined} />
      {children}
    </div>
  );
}

export function InputField({
  type = "text",
  value,
  autoComplete,
  maxLength,
  ...field
}: FieldProps & {
  type?: "text" | "email" | "password";
  value?: string;
  autoComplete?: string;
  maxLength?: number;
}) {
  return (
    <Field
      {...field}
      control={
        <input
          id={field.name}
          name={field.name}
          type={type}
          // The server never sends a password back.
          defaultValue={type === "password" ? undefined : value ?? ""}
          autoComplete={autoComplete}
          maxLength={maxLength}
          className={form.input}
          {...errorLink(field.name, field.error)}
        />
      }
    />
  );
}

/** A select; its options (and optgroups) are the children of `options`. */
export function SelectField({ value, options, ...field }: FieldProps & { value?: string; options: ReactNode }) {
  return (
    <Field
      {...field}
      control={
        <select
          id={field.name}
          name={field.name}
          defaultValue={value ?? ""}
          className={form.input}
          {...errorLink(field.name, field.error)}
        >
          {options}
        </select>
      }
    />
  );
}
