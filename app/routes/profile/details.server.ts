import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, type AppLoadContext } from "@remix-run/node";
import { apiOutageStatus, isApiError } from "~/api/errors";
import { z } from "zod";
import { UpdateProfileRequestSchema, type UpdateProfileRequest } from "~/api/schemas/profile";
import { FORM_CHOICE_FIELDS } from "~/domain/profile-values";
import { ProfileDetailsSchema } from "./details.schema";

/**
 * The update the form asks for, limited to the fields the site shows; an empty choice clears a
 * field. Errors are the contract's issue codes, so the form and the API are translated alike.
 */
const updateSchema = (visible: string[]) =>
  ProfileDetailsSchema.transform((values, ctx): UpdateProfileRequest => {
    const body: Record<string, unknown> = {};
    for (const name of FORM_CHOICE_FIELDS) if (visible.includes(name)) body[name] = values[name] || null;
    if (visible.includes("interests")) body.interests = values.interests;
    if (visible.includes("location")) {
      if (values.country) body.country = values.country;
      body.region = values.region || null;
      body.city = values.city || null;
    }
    const parsed = UpdateProfileRequestSchema.safeParse(body);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: issue.path.slice(0, 1), message: issue.code });
    return z.NEVER;
  });

/** The details form; without `visible` only read back (an upload keeps what was typed). */
export const parseProfileDetails = (form: FormData, visible?: string[]) =>
  parseWithZod(form, { schema: visible ? updateSchema(visible) : ProfileDetailsSchema });

interface DetailsOutcome {
  result: SubmissionResult<string[]>;
  status: number;
}

/** Saves the details; the answer refills the form, with the API's field errors when it refuses. */
export async function saveDetails(context: AppLoadContext, form: FormData) {
  const { result, status } = await detailsOutcome(context, form);
  return json({ result, notice: status === 200 ? ("saved" as const) : null, photoError: null }, { status });
}

/** What saving the typed details came to: the form's result (values, errors) and its status. */
export async function detailsOutcome(context: AppLoadContext, form: FormData): Promise<DetailsOutcome> {
  const answer = (result: SubmissionResult<string[]>, status = 200) => ({ result, status });
  // The API down or slow: the form comes back with what was typed and says the save failed.
  const unavailable = (status: number) =>
    answer(parseProfileDetails(form).reply({ formErrors: ["save_failed"] }), status);
  let visible: string[];
  try {
    visible = (await context.site.settings()).visible_profile_fields;
  } catch (error) {
    const status = apiOutageStatus(error);
    if (status) return unavailable(status);
    throw error;
  }
  const submission = parseProfileDetails(form, visible);
  if (submission.status !== "success") return answer(submission.reply(), 400);
  try {
    await context.api.call("updateOwnProfile", { body: submission.value as UpdateProfileRequest });
  } catch (error) {
    const status = apiOutageStatus(error);
    if (status) return unavailable(status);
    if (!isApiError(error)) throw error;
    const fields = error.body?.fields;
    const errors = fields
      ? { fieldErrors: Object.fromEntries(Object.entries(fields).map(([name, code]) => [name, [code]])) }
      : { formErrors: ["save_failed"] };
    return answer(submission.reply(errors), error.status);
  }
  return answer(submission.reply());
}
