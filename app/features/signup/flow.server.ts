import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { isApiError } from "~/api/errors";
import { commitAuthToken } from "~/utils/auth.server";
import { suggestEmail } from "~/domain/signup-email-suggestion";
import {
  dateOfBirthError,
  emailError,
  MESSAGE_MAX,
  nameError,
  passwordError,
  signupOpen,
  SignupError,
} from "~/domain/signup-rules";
import { getTracking } from "~/features/signup/tracking.server";
import { FIRST_STEP, LAST_STEP, type SignupValues, type StepErrors } from "~/features/signup/steps";

/**
 * The signup steps on the server (docs/decisions/006): every step posts, is checked here and the
 * next step is rendered — the same with and without JavaScript. Earlier answers travel in hidden
 * fields; the password is typed in the last step only, so it never travels or comes back.
 */
const KEPT = [
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
] as const;

async function siteFacts(request: Request, context: AppLoadContext) {
  const settings = await context.site.settings();
  const tracking = await getTracking(request);
  return { settings, tracking, open: signupOpen(settings.signups, tracking?.network) };
}

/** The site's regions (cached per tenant), or none when it does not ask for a location. */
async function siteRegions(context: AppLoadContext, fields: string[]) {
  if (!fields.includes("location")) return [];
  return (await context.site.regions().catch(() => [])).map((r) => ({
    country: r.country,
    name: r.name,
  }));
}
type Region = Awaited<ReturnType<typeof siteRegions>>[number];

/** Steps the site shows: 0 (gender, looking for) and 2 (location) only with their profile fields. */
function visibleSteps(fields: string[]): number[] {
  const steps = [1, 3, 4];
  if (fields.includes("gender") || fields.includes("sexuality")) steps.push(0);
  if (fields.includes("location")) steps.push(2);
  return steps.sort();
}

export async function signupLoader(request: Request, context: AppLoadContext) {
  if (await context.user()) throw redirect("/members");
  const { settings, open } = await siteFacts(request, context);
  const regions = await siteRegions(context, settings.visible_profile_fields);
  const steps = visibleSteps(settings.visible_profile_fields);
  const t = await context.t("signup");
  return json({
    title: t("title"),
    open,
    siteName: settings.name,
    steps,
    fields: settings.visible_profile_fields,
    countries: settings.countries,
    regions,
    initial: { step: steps[0], values: { country: settings.geoip_country } as SignupValues },
  });
}

type StepResult = { step: number; values: SignupValues; errors: StepErrors; suggestion?: string };
const answer = (result: StepResult, status = 200) => json({ ...result, formError: null as string | null }, { status });

function stepErrors(
  step: number,
  v: SignupValues,
  site: { fields: string[]; countries: string[]; regions: Region[] },
  today: Date
): StepErrors {
  const { fields, countries, regions } = site;
  const errors: StepErrors = {};
  if (step === 0) {
    if (fields.includes("gender") && v.gender !== "male" && v.gender !== "female") errors.gender = "gender_required";
    if (fields.includes("sexuality") && !["hetero", "gay", "lesbian", "bi"].includes(v.sexuality ?? ""))
      errors.sexuality = "sexuality_required";
  } else if (step === 1) {
    const error = dateOfBirthError(dateOfBirth(v), today);
    if (error) errors.date_of_birth = error;
  } else if (step === 2) {
    if (!countries.includes(v.country ?? "")) errors.country = SignupError.countryRequired;
    else if (v.region && !regions.some((r) => r.country === v.country && r.name === v.region))
      errors.region = SignupError.invalidRegion;
  } else if (step === 3) {
    const email = emailError(v.email ?? "");
    if (email) errors.email = email;
    const name = nameError(v.name ?? "", v.email ?? "");
    if (name) errors.name = name;
  } else if (step === 4) {
    if ((v.signup_message ?? "").length > MESSAGE_MAX) errors.signup_message = SignupError.messageTooLong;
  }
  return errors;
}

const dateOfBirth = (v: SignupValues) =>
  `${v.dob_year ?? ""}-${(v.dob_month ?? "").padStart(2, "0")}-${(v.dob_day ?? "").padStart(2, "0")}`;

/** Which step holds a field the API refused. */
const STEP_OF: Record<string, number> = {
  gender: 0,
  sexuality: 0,
  date_of_birth: 1,
  country: 2,
  region: 2,
  city: 2,
  name: 3,
  email: 3,
  password: 4,
  signup_message: 4,
};

export async function signupAction(
  request: Request,
  context: AppLoadContext,
  target: { profileId?: number; landing: string }
) {
  const formData = await request.formData();
  const { settings, tracking, open } = await siteFacts(request, context);
  const values: SignupValues = {};
  for (const key of KEPT) {
    const v = formData.get(key);
    if (typeof v === "string") values[key] = v.slice(0, key === "signup_message" ? 2000 : 254);
  }
  if (!open)
    return json({ step: 0, values, errors: {}, formError: SignupError.inviteOnly as string | null }, { status: 403 });
  const steps = visibleSteps(settings.visible_profile_fields);
  const posted = Number(formData.get("step"));
  const step = steps.includes(posted) ? posted : steps[0];
  const index = steps.indexOf(step);
  // The suggestion's button fills in the corrected address.
  const useEmail = formData.get("use_email");
  if (typeof useEmail === "string" && useEmail) values.email = useEmail;

  if (formData.get("intent") === "back") return answer({ step: steps[Math.max(0, index - 1)], values, errors: {} });

  const fields = settings.visible_profile_fields;
  const regions = step === 2 ? await siteRegions(context, fields) : [];
  const errors = stepErrors(step, values, { fields, countries: settings.countries, regions }, new Date());
  let suggestion: string | undefined;
  if (step === 3) {
    // A valid address on a near-miss of a common domain is questioned once; the same address
    // submitted again (email_checked) passes.
    const checked = values.email_checked === values.email;
    delete values.email_checked;
    suggestion = suggestEmail(values.email ?? "") ?? undefined;
    if (suggestion && !errors.email) {
      if (checked) suggestion = undefined;
      else errors.email = SignupError.invalidEmail;
    }
    if (suggestion || checked) values.email_checked = values.email;
  }
  if (Object.keys(errors).length > 0) return answer({ step, values, errors, suggestion }, 400);
  if (step !== LAST_STEP) return answer({ step: steps[index + 1] ?? LAST_STEP, values, errors: {} });

  const password = String(formData.get("password") ?? "");
  const passwordProblem = passwordError(password);
  if (passwordProblem) return answer({ step, values, errors: { password: passwordProblem } }, 400);
  try {
    const { token } = await context.api.call("signup", {
      body: {
        email: (values.email ?? "").trim(),
        name: (values.name ?? "").trim(),
        password,
        date_of_birth: dateOfBirth(values),
        signup_message: values.signup_message?.trim() || undefined,
        gender: fields.includes("gender") ? (values.gender as "male" | "female") : undefined,
        sexuality: fields.includes("sexuality") ? (values.sexuality as "hetero" | "gay" | "lesbian" | "bi") : undefined,
        country: fields.includes("location") ? values.country : undefined,
        region: (fields.includes("location") && values.region) || undefined,
        city: (fields.includes("location") && values.city?.trim()) || undefined,
        target_profile_id: target.profileId,
        tracking: tracking ?? undefined,
        language: await context.locale(),
      },
    });
    return redirect(target.landing, { headers: { "Set-Cookie": await commitAuthToken(token, context) } });
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    if (error.code === SignupError.inviteOnly) {
      return json({ step, values, errors: {}, formError: SignupError.inviteOnly as string | null }, { status: 403 });
    }
    const apiErrors = error.body?.fields ?? {};
    const first = Math.min(...Object.keys(apiErrors).map((f) => STEP_OF[f] ?? LAST_STEP), LAST_STEP);
    const shown: StepErrors = {};
    for (const [field, code] of Object.entries(apiErrors))
      if ((STEP_OF[field] ?? LAST_STEP) === first) shown[field] = code;
    if (Object.keys(shown).length === 0) {
      return json({ step, values, errors: {}, formError: "generic" as string | null }, { status: 400 });
    }
    return answer({ step: steps.includes(first) ? first : step, values, errors: shown }, 400);
  }
}

export { FIRST_STEP };
