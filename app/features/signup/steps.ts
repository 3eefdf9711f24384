/** Shared by the signup page and its server side (no server code here). */
export const FIRST_STEP = 0;
export const LAST_STEP = 4;

/** What the member has typed so far (the password aside), kept across steps in hidden fields. */
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
    | "signup_message",
    string
  >
>;

/** Field name → error code (translated under signup:errors.*). */
export type StepErrors = Record<string, string>;
