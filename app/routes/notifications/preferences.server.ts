import { json } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { apiOutageStatus, isApiError } from "~/api/errors";
import type { Region } from "~/api/schemas/catalog";
import { NotificationDisabledReasonSchema } from "~/api/schemas/user";
import { EMAIL_KINDS, NotificationErrorCode, PUSH_KINDS, type NotificationSettings } from "~/api/schemas/notifications";
import { parseForm } from "~/features/account/forms.server";

/**
 * The settings page's preference forms (docs/product.md#notifications-and-settings): e-mail and
 * push kinds, invisible mode, the location and turning on again what the mail system turned off.
 * Each is its own form with an `intent`; each answers the settings as saved, so the page redraws
 * from what the API holds. Error codes are keys under `account:preferences.errors`.
 */
export const PREFERENCE_INTENTS = ["email_kinds", "push_kinds", "invisible", "location", "enable"] as const;
export type PreferenceIntent = (typeof PREFERENCE_INTENTS)[number];

const kinds = <K extends string>(values: readonly [K, ...K[]]) =>
  z
    .array(z.enum(values, { errorMap: () => ({ message: "invalid_choice" }) }))
    .max(values.length * 2, "invalid_choice")
    .default([]);

/** The kinds ticked are on; every other kind of the form is off. */
const flags = <K extends string>(all: readonly K[], on: readonly string[]) =>
  Object.fromEntries(all.map((kind) => [kind, on.includes(kind)])) as Record<K, boolean>;

export const EmailKindsFormSchema = z.object({ kinds: kinds(EMAIL_KINDS) });
export const PushKindsFormSchema = z.object({ kinds: kinds(PUSH_KINDS) });
export const InvisibleFormSchema = z.object({
  invisible: z.boolean({ invalid_type_error: "invalid_choice" }).default(false),
});
export const EnableFormSchema = z.object({ reason: NotificationDisabledReasonSchema });

/** The place as chosen: a country of the site, one of its regions (or none), a city (or none). */
export function locationFormSchema(countries: readonly string[], regions: readonly Region[]) {
  return z
    .object({
      country: z
        .string({ required_error: "country_required" })
        .refine((code) => countries.includes(code), "unknown_country"),
      region: z.string().trim().max(80, "unknown_region").optional(),
      city: z.string().trim().max(80, "city_too_long").optional(),
      source: z.enum(["manual", "geolocation"]).default("manual"),
    })
    .superRefine((value, ctx) => {
      if (value.region && !regions.some((r) => r.country === value.country && r.name === value.region))
        ctx.addIssue({ code: "custom", path: ["region"], message: "unknown_region" });
    });
}

type Context = AppLoadContext;
type Saved = { settings: NotificationSettings };

/** The answer of a preference form: its intent, conform's reply, and "saved" when it went through. */
function answer(
  intent: PreferenceIntent,
  result: ReturnType<ReturnType<typeof parseForm>["reply"]>,
  status = 200,
  done: "saved" | null = status === 200 ? "saved" : null
) {
  return json({ intent, result, done }, status);
}

/**
 * Sends a valid form's change to the API. A refusal the contract declares (an unknown region) is
 * the field's error; any other 4xx the form's; 5xx goes to the error page (the page keeps the form,
 * docs/web-tier.md) — except for a switch that saved itself (`live`): the page it was flipped on
 * stays, saying the change was not saved.
 */
async function save(
  intent: PreferenceIntent,
  submission: ReturnType<typeof parseForm>,
  call: () => Promise<Saved>,
  live = false
) {
  try {
    await call();
    return answer(intent, submission.reply());
  } catch (error) {
    const outage = apiOutageStatus(error);
    if (live && outage) return answer(intent, submission.reply({ formErrors: ["generic"] }), outage);
    if (!isApiError(error) || error.status >= 500) throw error;
    const errors =
      error.code === NotificationErrorCode.unknownRegion
        ? { fieldErrors: { region: ["unknown_region"] } }
        : { formErrors: ["generic"] };
    return answer(intent, submission.reply(errors), error.status);
  }
}

export async function savePreferences(
  context: Context,
  intent: PreferenceIntent,
  form: FormData,
  place: { countries: readonly string[]; regions: () => Promise<Region[]> }
) {
  // Posted by a switch as it is flipped (the page's script), not by the form's Save button.
  const live = form.get("live") === "1";
  if (intent === "email_kinds" || intent === "push_kinds") {
    const submission = parseForm(form, intent === "email_kinds" ? EmailKindsFormSchema : PushKindsFormSchema);
    if (submission.status !== "success") return answer(intent, submission.reply(), 400);
    const on = submission.value.kinds as readonly string[];
    const body = intent === "email_kinds" ? { email: flags(EMAIL_KINDS, on) } : { push: flags(PUSH_KINDS, on) };
    return save(intent, submission, () => context.api.call("updateNotificationSettings", { body }), live);
  }
  if (intent === "invisible") {
    const submission = parseForm(form, InvisibleFormSchema);
    if (submission.status !== "success") return answer(intent, submission.reply(), 400);
    const body = { invisible: submission.value.invisible };
    return save(intent, submission, () => context.api.call("updateNotificationSettings", { body }), live);
  }
  if (intent === "location") {
    const submission = parseForm(form, locationFormSchema(place.countries, await place.regions()));
    if (submission.status !== "success") return answer(intent, submission.reply(), 400);
    const { country, region, city, source } = submission.value;
    const body = { country, region: region || null, city: city || null, source };
    return save(intent, submission, () => context.api.call("updateLocation", { body }));
  }
  const submission = parseForm(form, EnableFormSchema);
  if (submission.status !== "success") return answer("enable", submission.reply(), 400);
  return save("enable", submission, () => context.api.call("enableNotifications", { body: submission.value }));
}
