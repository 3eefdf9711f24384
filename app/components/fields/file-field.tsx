import * as form from "../form.css";
import { controlProps, Field, type FieldProps } from "./field";

export interface FileFieldProps extends FieldProps {
  accept?: string;
  resetKey?: string | number;
  /** A chosen file over this size is refused in the browser, before a long upload, with tooLargeText. */
  maxBytes?: number;
  tooLargeText?: string;
}

/** A labelled file input; a file is never sent back, so it always starts empty. */
export function FileField({ accept, resetKey, maxBytes, tooLargeText, ...props }: FileFieldProps) {
  return (
    <Field {...props}>
      <input
        key={resetKey}
        {...controlProps(props.field, Boolean(props.description))}
        type="file"
        accept={accept}
        className={form.input}
        onChange={maxBytes ? (event) => refuseLargeFiles(event.currentTarget, maxBytes, tooLargeText) : undefined}
      />
    </Field>
  );
}

/** Marks the input invalid, and says so, when a chosen file is over maxBytes (before a long upload). */
export function refuseLargeFiles(input: HTMLInputElement, maxBytes: number, tooLargeText = "") {
  const tooLarge = Array.from(input.files ?? []).some((file) => file.size > maxBytes);
  input.setCustomValidity(tooLarge ? tooLargeText : "");
  if (tooLarge) input.reportValidity();
}
