import * as form from "../form.css";
import { controlProps, Field, type FieldProps } from "./field";

interface FileFieldProps extends FieldProps {
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
        onChange={
          maxBytes
            ? (event) => {
                const input = event.currentTarget;
                const tooLarge = Array.from(input.files ?? []).some((file) => file.size > maxBytes);
                input.setCustomValidity(tooLarge ? tooLargeText ?? "" : "");
                if (tooLarge) input.reportValidity();
              }
            : undefined
        }
      />
    </Field>
  );
}
