import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isApiError } from "~/api/errors";
import type { OwnProfile } from "~/api/schemas/profile";
import * as buttons from "~/components/button.css";
import { FieldError } from "~/components/field-error";
import * as formCss from "~/components/form.css";
import { InterestIcon } from "~/components/interest-icon";
import { errorLink, InputField, SelectField } from "~/components/plain-fields";
import { getFixedT } from "~/i18n/i18n.server";
import { pageTitle } from "~/utils/meta";
import { profileFormValues, profileUpdateFromForm, type ProfileFormValues } from "~/routes/profile/form.server";
import { parseProfileMultipart, RequestTooLargeError } from "~/routes/profile/upload.server";
import { CHOICE_FIELDS, FORM_CHOICE_FIELDS, GENDERS, PREMIUM_PHOTO_LIMIT, SEXUALITIES } from "~/domain/profile-values";
import * as styles from "./styles.css";

export const handle = { i18n: ["profile"] };

/** The values each select offers; "" (not specified) clears the field. */
const OPTIONS: Record<(typeof FORM_CHOICE_FIELDS)[number], readonly string[]> = {
  gender: GENDERS,
  sexuality: SEXUALITIES,
  ...CHOICE_FIELDS,
};

export async function loader({ context }: LoaderFunctionArgs) {
  const user = await context.requireUser();
  const locale = await context.locale();
  const [own, settings, regions, t] = await Promise.all([
    context.api.call("getOwnProfile"),
    context.site.settings(),
    context.site.regions(),
    getFixedT(locale, "profile"),
  ]);
  const names = new Intl.DisplayNames([locale], { type: "region" });
  return json({
    own,
    paid: user.paid_user,
    visible: settings.visible_profile_fields,
    interests: settings.interests,
    cdnPrefix: settings.cdn_prefix,
    countries: settings.countries.map((code) => ({
      code,
      name: names.of(code) ?? code,
      regions: regions.filter((r) => r.country === code).map((r) => r.name),
    })),
    title: t("title"),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

interface ActionAnswer {
  /** What was typed in the profile form, to refill it (null: the form was not sent). */
  values: ProfileFormValues | null;
  errors?: Record<string, string>;
  saved?: boolean;
  uploaded?: boolean;
  photoError?: string;
}

const answer = (data: ActionAnswer, status = 200) => json(data, { status });
/** Upload failures the page explains; anything else reads as a generic failure. */
const PHOTO_ERRORS = [
  "photo_missing",
  "photo_invalid_type",
  "photo_too_large",
  "photo_limit_reached",
  "photo_not_found",
];
const photoErrorCode = (code: string) =>
  code === "payload_too_large" ? "photo_too_large" : PHOTO_ERRORS.includes(code) ? code : "photo_failed";

export async function action({ request, context }: ActionFunctionArgs) {
  await context.requireUser();
  let form: FormData;
  let photoTooLarge = false;
  if ((request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) {
    try {
      ({ form, photoTooLarge } = await parseProfileMultipart(request));
    } catch (error) {
      if (error instanceof RequestTooLargeError) return answer({ values: null, photoError: "photo_too_large" }, 413);
      throw error;
    }
  } else {
    form = await request.formData();
  }
  const intent = form.get("intent");

  if (intent === "main" || intent === "delete") {
    const id = Number(form.get("photo"));
    if (!Number.isInteger(id) || id <= 0) return answer({ values: null, photoError: "photo_not_found" }, 400);
    try {
      await context.api.call(intent === "main" ? "setMainPhoto" : "deletePhoto", { body: { id } });
    } catch (error) {
      if (!isApiError(error)) throw error;
      return answer({ values: null, photoError: photoErrorCode(error.code) }, error.status);
    }
    return redirect("/profile");
  }

  const values = profileFormValues(form);
  if (intent === "upload") {
    if (photoTooLarge) return answer({ values, photoError: "photo_too_large" }, 413);
    const file = form.get("photo");
    if (!(file instanceof File) || file.size === 0) return answer({ values, photoError: "photo_missing" }, 400);
    const upload = new FormData();
    upload.append("photo", file);
    try {
      await context.api.call("uploadPhoto", { form: upload });
    } catch (error) {
      if (!isApiError(error)) throw error;
      return answer({ values, photoError: photoErrorCode(error.code) }, error.status);
    }
    return answer({ values, uploaded: true });
  }

  const settings = await context.site.settings();
  const { update, errors } = profileUpdateFromForm(form, settings.visible_profile_fields);
  if (Object.keys(errors).length > 0) return answer({ values, errors }, 400);
  try {
    await context.api.call("updateOwnProfile", { body: update });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return answer({ values, errors: error.body?.fields ?? { form: "save_failed" } }, error.status);
  }
  return answer({ values, saved: true });
}

function valuesOf(profile: OwnProfile): ProfileFormValues {
  const values: ProfileFormValues = {};
  for (const name of FORM_CHOICE_FIELDS) values[name] = profile[name] ?? "";
  return {
    ...values,
    country: profile.country,
    region: profile.region ?? "",
    city: profile.city ?? "",
    interests: profile.interests,
  };
}

export default function Profile() {
  const { own, paid, visible, interests, cdnPrefix, countries } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>() as ActionAnswer | undefined;
  const navigation = useNavigation();
  const { t } = useTranslation("profile");
  const values = data?.values ?? valuesOf(own.profile);
  const errors = data?.errors ?? {};
  const busy = navigation.state === "submitting";
  const error = (name: string) =>
    errors[name] ? t(`errors.${errors[name]}`, { defaultValue: t("errors.invalid") }) : undefined;
  const invalid = (name: string) => errorLink(name, error(name));
  const chosen = new Set(values.interests as string[]);
  const atLimit = own.photos.length >= own.photo_limit;

  return (
    <div className={styles.page}>
      <h1 className={formCss.title}>{t("title")}</h1>
      {/* Photos first: members look at them first, and the add-photo banner leads here. */}
      <section className={styles.card} aria-labelledby="photos-title">
        <h2 id="photos-title">{t("photos.title")}</h2>
        <p className={styles.hint}>{t("photos.count", { n: own.photos.length, limit: own.photo_limit })}</p>
        {data?.uploaded ? (
          <p className={styles.status} role="status">
            {t("photos.uploaded")}
          </p>
        ) : null}
        {own.photos.length > 0 ? (
          <ul className={styles.photos}>
            {own.photos.map((photo, i) => (
              <li key={photo.id} className={styles.photo}>
                <img
                  src={`${cdnPrefix}${photo.thumb_filename}`}
                  alt={t("photos.alt", { n: i + 1 })}
                  className={styles.thumb}
                  width={300}
                  height={300}
                  loading="lazy"
                />
                {photo.is_main ? (
                  <span className={styles.mainBadge}>{t("photos.main")}</span>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="photo" value={photo.id} />
                    <button type="submit" name="intent" value="main" className={buttons.button.ghost} disabled={busy}>
                      {t("photos.make_main")}
                    </button>
                  </Form>
                )}
                <Form method="post">
                  <input type="hidden" name="photo" value={photo.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="delete"
                    className={buttons.button.ghost}
                    disabled={busy}
                    aria-label={t("photos.delete_n", { n: i + 1 })}
                  >
                    {t("photos.delete")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.hint}>{t("photos.none")}</p>
        )}
        {atLimit ? (
          <p className={styles.hint} data-testid="photo-limit">
            {paid
              ? t("photos.limit_premium", { limit: own.photo_limit })
              : t("photos.limit_free", { limit: own.photo_limit, premium: PREMIUM_PHOTO_LIMIT })}{" "}
            {paid ? null : <Link to="/premium">{t("photos.get_premium")}</Link>}
          </p>
        ) : (
          <div className={formCss.field}>
            <label htmlFor="photo" className={formCss.label}>
              {t("photos.add")}
            </label>
            {/* Part of the profile form (form attribute): a failed upload gives back everything typed there. */}
            <input
              key={own.photos.length}
              id="photo"
              name="photo"
              type="file"
              form="profile-form"
              accept="image/jpeg,image/png,image/webp,image/gif"
              className={formCss.input}
              aria-describedby="photo-hint photo-error"
              aria-invalid={data?.photoError ? true : undefined}
            />
            <p id="photo-hint" className={styles.hint}>
              {t("photos.hint", { mb: Math.round(own.max_photo_bytes / 1024 / 1024) })}
            </p>
            <div className={styles.actions}>
              <button
                type="submit"
                name="intent"
                value="upload"
                form="profile-form"
                className={buttons.button.primary}
                disabled={busy}
              >
                {t("photos.upload")}
              </button>
            </div>
          </div>
        )}
        <FieldError
          id="photo-error"
          errors={
            data?.photoError
              ? [t(`errors.${data.photoError}`, { limit: own.photo_limit, premium: PREMIUM_PHOTO_LIMIT })]
              : undefined
          }
          role="alert"
        />
      </section>

      <section className={styles.card} aria-labelledby="details-title">
        <h2 id="details-title">{t("details")}</h2>
        <Form
          method="post"
          encType="multipart/form-data"
          id="profile-form"
          className={formCss.stack}
          aria-describedby="profile-form-status"
        >
          <div id="profile-form-status">
            {data?.saved ? (
              <p className={styles.status} role="status">
                {t("saved")}
              </p>
            ) : null}
            <FieldError id="form-error" errors={error("form") ? [error("form")!] : undefined} role="alert" />
          </div>
          <div className={styles.grid}>
            {FORM_CHOICE_FIELDS.filter((name) => visible.includes(name)).map((name) => (
              <SelectField
                key={name}
                name={name}
                label={t(`fields.${name}`)}
                value={values[name] as string}
                error={error(name)}
                options={
                  <>
                    <option value="">{t("not_specified")}</option>
                    {OPTIONS[name].map((option) => (
                      <option key={option} value={option}>
                        {t(`values.${name}.${option}`)}
                      </option>
                    ))}
                  </>
                }
              />
            ))}
          </div>
          {visible.includes("location") ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t("fields.location")}</legend>
              <div className={styles.grid}>
                <SelectField
                  name="country"
                  label={t("fields.country")}
                  value={values.country as string}
                  error={error("country")}
                  options={countries.map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.name}
                    </option>
                  ))}
                />
                <SelectField
                  name="region"
                  label={t("fields.region")}
                  value={values.region as string}
                  error={error("region")}
                  options={
                    <>
                      <option value="">{t("not_specified")}</option>
                      {countries.map((c) => (
                        <optgroup key={c.code} label={c.name}>
                          {c.regions.map((r) => (
                            <option key={r} value={r}>
                              {r}
                            </option>
                          ))}
                        </optgroup>
                      ))}
                    </>
                  }
                />
                <InputField
                  name="city"
                  label={t("fields.city")}
                  value={values.city as string}
                  error={error("city")}
                  maxLength={80}
                  autoComplete="address-level2"
                />
              </div>
            </fieldset>
          ) : null}
          {visible.includes("interests") ? (
            <fieldset className={styles.fieldset} {...invalid("interests")}>
              <legend className={styles.legend}>{t("fields.interests")}</legend>
              <div className={styles.interests}>
                {interests.map((key) => (
                  <label key={key} className={styles.interest}>
                    <input type="checkbox" name="interests" value={key} defaultChecked={chosen.has(key)} />
                    <InterestIcon interest={key} className={styles.icon} />
                    {t(`interests.${key}`, { defaultValue: key.replace(/_/g, " ") })}
                  </label>
                ))}
              </div>
              <FieldError id="interests-error" errors={error("interests") ? [error("interests")!] : undefined} />
            </fieldset>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" name="intent" value="save" className={buttons.button.primary} disabled={busy}>
              {t("save")}
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}
