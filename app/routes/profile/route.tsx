import { useForm } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { OwnProfile } from "~/api/schemas/profile";
import { FORM_CHOICE_FIELDS, FREE_PHOTO_LIMIT, PREMIUM_PHOTO_LIMIT } from "~/domain/profile-values";
import { pageTitle } from "~/utils/meta";
import { apiOutageStatus } from "~/api/errors";
import type { ProfileDetails } from "./details.schema";
import { DetailsForm } from "./details-form";
import { saveDetails } from "./details.server";
import { PhotosSection } from "./photos-section";
import { profilePreview } from "./preview";
import { ProfilePreview } from "./profile-preview";
import { changePhoto, photoFailure, uploadPhoto } from "./photos.server";
import { intentOf, readBody, refuseControlCharacters } from "~/utils/read-form.server";
import { UPLOAD_LIMIT_BYTES } from "~/utils/upload-limits";
import { parseProfileMultipart, RequestTooLargeError } from "~/utils/upload.server";
import * as styles from "./styles.css";
import { countryName } from "~/i18n/intl";
import { randomUUID } from "node:crypto";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

export const handle = { i18n: ["profile"] };

export async function loader({ context }: LoaderFunctionArgs) {
  const [user, own, settings, regions, locale, t] = await Promise.all([
    context.requireUser(),
    // After a post the API failed, the form comes back with what was typed even if the saved
    // profile cannot be read now (the photos then wait for the API).
    context.api.call("getOwnProfile").catch((error: unknown) => {
      if (context.formPost && apiOutageStatus(error)) return null;
      throw error;
    }),
    context.site.settings(),
    context.site.regions(),
    context.locale(),
    context.t("profile"),
  ]);
  return json({
    own,
    paid: user.paid_user,
    visible: settings.visible_profile_fields,
    interests: settings.interests,
    cdnPrefix: settings.cdn_prefix,
    countries: settings.countries.map((code) => ({
      code,
      name: countryName(locale, code),
      regions: regions.filter((r) => r.country === code).map((r) => r.name),
    })),
    title: t("title"),
    // The upload's key (photos.server.ts): a new one for each page drawn after a stored upload.
    photoKey: randomUUID(),
  });
}

/** A save the API failed keeps the form as typed: asking the same API again would only fail. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus && actionStatus >= 500 ? false : defaultShouldRevalidate;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

/** Three intents: the photo buttons (main, delete), the upload and saving the details. */
export async function action({ request, context }: ActionFunctionArgs) {
  await context.requireUser();
  const body = await readBody(request, {
    multipart: {
      maxBytes: UPLOAD_LIMIT_BYTES,
      parse: (upload) =>
        parseProfileMultipart(upload).catch((error) => {
          if (error instanceof RequestTooLargeError) return null;
          throw error;
        }),
    },
  });
  if (body.kind === "multipart" && body.value === null) return photoFailure("photo_too_large", 413);
  const { form, photoTooLarge } = body.kind === "form" ? { form: body.form, photoTooLarge: false } : body.value!;
  refuseControlCharacters(form);
  const intent = intentOf(form, ["main", "delete", "upload", "save"], { orNone: true });
  if (intent === "main" || intent === "delete") return changePhoto(context, intent, form);
  if (intent === "upload") return uploadPhoto(context, form, photoTooLarge);
  return saveDetails(context, form);
}

/** The form's values from the saved profile. */
function valuesOf(profile: OwnProfile | undefined): ProfileDetails | undefined {
  if (!profile) return undefined;
  const values: ProfileDetails = {};
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
  const { own, paid, visible, interests, cdnPrefix, countries, photoKey } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("profile");
  // Validated by the server only: zod stays out of the browser bundle.
  const [profileForm, fields] = useForm<ProfileDetails>({
    id: "profile-form",
    lastResult: answer?.result ?? undefined,
    defaultValue: valuesOf(own?.profile),
  });
  const busy = navigation.state === "submitting";
  const errorText = (code: string) =>
    t(`errors.${code}`, {
      defaultValue: t("errors.invalid"),
      limit: own?.photo_limit ?? FREE_PHOTO_LIMIT,
      premium: PREMIUM_PHOTO_LIMIT,
    });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t("title")}</h1>
      <div className={styles.editor}>
        {/* Photos first: members look at them first, and the add-photo banner leads here. */}
        {own ? (
          <PhotosSection
            own={own}
            paid={paid}
            cdnPrefix={cdnPrefix}
            photo={fields.photo}
            photoKey={
              answer && "photoKey" in answer && typeof answer.photoKey === "string" ? answer.photoKey : photoKey
            }
            uploaded={answer?.notice === "uploaded"}
            photoError={answer?.photoError ?? null}
            busy={busy}
            errorText={errorText}
          />
        ) : null}
        <DetailsForm
          form={profileForm}
          fields={fields}
          visible={visible}
          interests={interests}
          countries={countries}
          saved={answer?.notice === "saved"}
          busy={busy}
          errorText={errorText}
        />
      </div>
      {own ? (
        <ProfilePreview
          own={own}
          cdnPrefix={cdnPrefix}
          preview={profilePreview(profileForm.value, { visible, interests, countries })}
        />
      ) : null}
    </div>
  );
}
