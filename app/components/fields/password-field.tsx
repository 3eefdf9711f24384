import { TextField } from "./text-field";
import type { FieldProps } from "./field";

/** A password input; `autoComplete` tells password managers to fill in or to suggest one. */
export function PasswordField(props: FieldProps & { autoComplete: "current-password" | "new-password" }) {
  return <TextField type="password" {...props} />;
}
