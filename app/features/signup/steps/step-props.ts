import type { FieldMetadata } from "@conform-to/react";
import type { SignupForm } from "../steps";

/** What every step component gets: conform's fields (error texts come from the form). */
export interface StepProps {
  fields: { [K in keyof Required<SignupForm>]: FieldMetadata<SignupForm[K], SignupForm, string[]> };
}
