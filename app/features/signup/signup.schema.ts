import { z } from "zod";
import {
  dateOfBirthError,
  emailError,
  CITY_MAX,
  MESSAGE_MAX,
  nameError,
  passwordError,
  SignupError,
} from "~/domain/signup-rules";

/** A kept answer; overlong input is cut, not refused (the rules below judge the rest). */
const answer = (max = 254) =>
  z
    .string()
    .transform((v) => v.slice(0, max))
    .optional();

/** Every value of the signup form; each step posts its own and carries the earlier ones hidden. */
export const SignupSchema = z.object({
  gender: answer(),
  sexuality: answer(),
  dob_day: answer(),
  dob_month: answer(),
  dob_year: answer(),
  country: answer(),
  region: answer(),
  city: answer(),
  name: answer(),
  email: answer(),
  email_checked: answer(),
  signup_message: answer(2000),
  password: z.string().optional(),
});
export type SignupPost = z.infer<typeof SignupSchema>;

export interface SignupSite {
  fields: string[];
  countries: string[];
  regions: { country: string; name: string }[];
}

export const dateOfBirth = (v: SignupPost) =>
  `${v.dob_year ?? ""}-${(v.dob_month ?? "").padStart(2, "0")}-${(v.dob_day ?? "").padStart(2, "0")}`;

/**
 * The rules of one step: app/domain/signup-rules (shared with the reference API) stays their only
 * source; this wraps them so conform reports their codes on the fields.
 */
export function signupStepSchema(step: number, site: SignupSite, today: Date) {
  return SignupSchema.superRefine((v, ctx) => {
    const fail = (path: string, code: string | null) => {
      if (code) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message: code });
    };
    if (step === 0) {
      if (site.fields.includes("gender") && v.gender !== "male" && v.gender !== "female")
        fail("gender", "gender_required");
      if (site.fields.includes("sexuality") && !["hetero", "gay", "lesbian", "bi"].includes(v.sexuality ?? ""))
        fail("sexuality", "sexuality_required");
    } else if (step === 1) {
      fail("date_of_birth", dateOfBirthError(dateOfBirth(v), today));
    } else if (step === 2) {
      if (!site.countries.includes(v.country ?? "")) fail("country", SignupError.countryRequired);
      else if (v.region && !site.regions.some((r) => r.country === v.country && r.name === v.region))
        fail("region", SignupError.invalidRegion);
      if ((v.city ?? "").trim().length > CITY_MAX) fail("city", SignupError.cityTooLong);
    } else if (step === 3) {
      fail("email", emailError(v.email ?? ""));
      fail("name", nameError(v.name ?? "", v.email ?? ""));
    } else if (step === 4) {
      if ((v.signup_message ?? "").length > MESSAGE_MAX) fail("signup_message", SignupError.messageTooLong);
      else fail("password", passwordError(v.password ?? ""));
    }
  });
}
