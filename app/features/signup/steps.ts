/** Shared by the signup page and its server side (no server code here). */
export const FIRST_STEP = 0;
export const LAST_STEP = 4;

/**
 * What the member has typed so far (the password aside), kept across steps in hidden fields, and
 * the signup's key: the last step sends it as the Idempotency-Key, so the form submitted twice makes
 * one account and the second submit is signed in to it.
 */
export type SignupValues = Partial<
  Record<
    | "gender"
    | "sexuality"
    | "dob_day"
    | "dob_month"
    | "dob_year"
    | "country"
    | "region"
    | "city"
    | "name"
    | "email"
    | "email_checked"
    | "signup_message"
    | "signup_key",
    string
  >
>;

/** The values that travel from step to step. */
export const KEPT_FIELDS = [
  "gender",
  "sexuality",
  "dob_day",
  "dob_month",
  "dob_year",
  "country",
  "region",
  "city",
  "name",
  "email",
  "email_checked",
  "signup_message",
  "signup_key",
] as const;

/** The form as conform sees it: the values, the password and the date's error slot. */
export type SignupForm = SignupValues & { password?: string; date_of_birth?: string };

/** Names of the values each step asks for; the others ride along in hidden fields. */
export const STEP_FIELDS: Record<number, (keyof SignupForm)[]> = {
  0: ["gender", "sexuality"],
  1: ["dob_day", "dob_month", "dob_year"],
  2: ["country", "region", "city"],
  3: ["name", "email"],
  4: ["password", "signup_message"],
};
