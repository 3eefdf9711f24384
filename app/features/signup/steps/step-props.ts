import type { FieldMetadata } from "@conform-to/react";
import type { SignupForm } from "../steps";

/** What every step component gets: conform's fields and the translator of error codes. */
export interface StepProps {
  fields: { [K in keyof Required<SignupForm>]: FieldMetadata<SignupForm[K], SignupForm, string[]> };
  errorText: (code: string) => string;
}
