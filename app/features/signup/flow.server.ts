import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import crypto from "node:crypto";
import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { ApiErrorCode, isApiError } from "~/api/errors";
import { signedInHeaders } from "~/utils/auth.server";
import type { Settings } from "~/api/schemas/settings";
import { signupDefaults } from "~/domain/members";
import { suggestEmail } from "~/domain/signup-email-suggestion";
import { signupOpen, SignupError } from "~/domain/signup-rules";
import { getTracking } from "~/features/signup/tracking.server";
import { FIRST_STEP, LAST_STEP, type SignupValues } from "~/features/signup/steps";
import { dateOfBirth, SignupSchema, signupStepSchema } from "./signup.schema";
import { intentOf, readForm } from "~/utils/read-form.server";

/**
 * The signup steps on the server (docs/decisions/006): every step posts, is checked here and the
 * next step is rendered — the same with and without JavaScript. Earlier answers travel in hidden
 * fields; the password is typed in the last step only, so it never travels or comes back.
 */
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

/** Steps the site shows: 0 (gender, looking for) and 2 (location) only with their profile fields. */
function visibleSteps(fields: string[]): number[] {
  const steps = [1, 3, 4];
  if (fields.includes("gender") || fields.includes("sexuality")) steps.push(0);
  if (fields.includes("location")) steps.push(2);
  return steps.sort();
}

/**
 * The answers a new signup starts with: the visitor's country when the site serves it (else none:
 * the visitor chooses a card; a site of one country has it chosen) and what the niche suggests.
 */
function initialValues(settings: Settings): SignupValues {
  const { gender, sexuality } = signupDefaults(settings.niche);
  const shown = settings.visible_profile_fields;
  const { countries, geoip_country: geoip } = settings;
  const country = countries.includes(geoip) ? geoip : countries.length === 1 ? countries[0] : undefined;
  return {
    ...(country ? { country } : {}),
    ...(gender && shown.includes("gender") ? { gender } : {}),
    ...(sexuality && shown.includes("sexuality") ? { sexuality } : {}),
  };
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
    initial: { step: steps[0], values: initialValues(settings) },
  });
}

type Result = SubmissionResult<string[]> | null;
const answer = (step: number, result: Result, status = 200, extra: { suggestion?: string; keep?: string } = {}) =>
  json({ step, result, formError: null as string | null, ...extra }, { status });
const formError = (step: number, result: Result, code: string, status: number) =>
  json({ step, result, formError: code as string | null }, { status });

const SIGNUP_KEY = /^[\w-]{16,64}$/;

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
  const formData = await readForm(request);
  const { settings, tracking, open } = await siteFacts(request, context);
  const steps = visibleSteps(settings.visible_profile_fields);
  const posted = Number(formData.get("step"));
  const step = steps.includes(posted) ? posted : steps[0];
  const index = steps.indexOf(step);
  const fields = settings.visible_profile_fields;
  const hideFields = ["password"];
  if (!open) return formError(0, null, SignupError.inviteOnly, 403);

  // The suggestion's button fills in the corrected address; a valid address on a near-miss of a
  // common domain is questioned once (not refused: no error), and the same address submitted again
  // (Next, or the button that keeps it; email_checked) passes.
  const useEmail = formData.get("use_email");
  if (typeof useEmail === "string" && useEmail) formData.set("email", useEmail);
  const email = String(formData.get("email") ?? "");
  const checked = step === 3 && formData.get("email_checked") === email;
  const suggestion = step === 3 ? suggestEmail(email) ?? undefined : undefined;
  formData.delete("email_checked");
  if (suggestion || checked) formData.set("email_checked", email);

  // Made with the first step's post and carried along (steps.ts): one key per filled-in form.
  if (!SIGNUP_KEY.test(String(formData.get("signup_key") ?? ""))) formData.set("signup_key", crypto.randomUUID());

  if (intentOf(formData, ["back"], { orNone: true })) {
    const submission = parseWithZod(formData, { schema: SignupSchema });
    return answer(steps[Math.max(0, index - 1)], submission.reply({ hideFields }));
  }
  const regions = step === 2 ? await siteRegions(context, fields) : [];
  const site = { fields, countries: settings.countries, regions };
  const submission = parseWithZod(formData, { schema: signupStepSchema(step, site, new Date()) });
  const emailRefused = submission.status === "error" && Boolean(submission.error?.email);
  if (step === 3 && suggestion && !checked && !emailRefused) {
    const status = submission.status === "success" ? 200 : 400;
    return answer(step, submission.reply({ hideFields }), status, { suggestion, keep: email });
  }
  if (submission.status !== "success")
    return answer(step, submission.reply({ hideFields }), 400, { suggestion: checked ? undefined : suggestion });
  if (step !== LAST_STEP) return answer(steps[index + 1] ?? LAST_STEP, submission.reply({ hideFields }));

  const values = submission.value;
  const reply = (options: { fieldErrors?: Record<string, string[]> } = {}) =>
    submission.reply({ hideFields, ...options });
  try {
    const { token } = await context.api.call("signup", {
      body: {
        email: (values.email ?? "").trim(),
        name: (values.name ?? "").trim(),
        password: values.password ?? "",
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
      idempotencyKey: String(formData.get("signup_key")),
    });
    return redirect(target.landing, { headers: await signedInHeaders(token, context) });
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    if (error.code === SignupError.inviteOnly) return formError(step, reply(), SignupError.inviteOnly, 403);
    if (error.code === ApiErrorCode.tooManySignups) return formError(step, reply(), error.code, 429);
    // The account may be made yet (its answer was late): the form stays with its key, so sending it
    // again signs the member in to that account.
    if (error.code === ApiErrorCode.requestInProgress) return formError(step, reply(), error.code, 409);
    // The API's field errors are shown on the earliest step that holds one of them.
    const apiErrors = error.body?.fields ?? {};
    const first = Math.min(...Object.keys(apiErrors).map((f) => STEP_OF[f] ?? LAST_STEP), LAST_STEP);
    const shown: Record<string, string[]> = {};
    for (const [field, code] of Object.entries(apiErrors))
      if ((STEP_OF[field] ?? LAST_STEP) === first) shown[field] = [code];
    if (Object.keys(shown).length === 0) return formError(step, reply(), "generic", 400);
    return answer(steps.includes(first) ? first : step, reply({ fieldErrors: shown }), 400);
  }
}

export { FIRST_STEP };
