import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isApiError } from "~/api/errors";
import { InterestIcon } from "~/components/interest-icon";
import { pageTitle } from "~/utils/meta";
import { notFound } from "~/utils/not-found";
import { FORM_CHOICE_FIELDS } from "~/domain/profile-values";
import * as styles from "./styles.css";

export const handle = { i18n: ["profile"] };

/**
 * A member's profile screen (SPEC §2 members-id), where /members/{id}/signup lands. This first
 * version shows the profile; like, message, gift and block are not built yet.
 */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  if (!/^\d{1,9}$/.test(id)) throw notFound();
  // The member and the profile are asked for together: the page costs the slower call, not both.
  const [user, member, settings, locale] = await Promise.all([
    context.requireUser(),
    context.api.call("getMember", { query: { id } }).catch((error: unknown) => {
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }),
    context.site.settings(),
    context.locale(),
  ]);
  if (user.profile.id === Number(id)) throw redirect("/profile");
  const { profile } = member;
  const country = new Intl.DisplayNames([locale], { type: "region" }).of(profile.country) ?? profile.country;
  return json({
    profile,
    place: [profile.city, profile.region, country].filter(Boolean).join(", "),
    photos: member.photos,
    visible: settings.visible_profile_fields,
    cdnPrefix: settings.cdn_prefix,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.profile.name)];

export default function MemberProfile() {
  const { profile, place, photos, visible, cdnPrefix } = useLoaderData<typeof loader>();
  const { t } = useTranslation("profile");
  const main = photos.find((p) => p.is_main) ?? photos[0];
  // The descriptive fields in the order the own profile page lists them.
  const details = FORM_CHOICE_FIELDS.filter((field) => visible.includes(field) && profile[field]);
  const interests = visible.includes("interests") ? profile.interests : [];
  return (
    <article className={styles.page} aria-labelledby="member-name">
      <header className={styles.header}>
        {main ? (
          <img
            src={`${cdnPrefix}${main.filename}`}
            alt={t("member.main_photo", { name: profile.name })}
            className={styles.mainPhoto}
            width={320}
            height={320}
          />
        ) : (
          <div className={styles.noPhoto} aria-hidden="true">
            {profile.name.slice(0, 1).toUpperCase()}
          </div>
        )}
        <div className={styles.headline}>
          <h1 id="member-name" className={styles.name}>
            {profile.age === null ? profile.name : t("member.name_age", { name: profile.name, age: profile.age })}
          </h1>
          {place && <p className={styles.place}>{place}</p>}
          <p className={styles.place}>{t("member.photo_count", { count: photos.length })}</p>
        </div>
      </header>

      {photos.length > 1 && (
        <section className={styles.card} aria-labelledby="member-photos">
          <h2 id="member-photos" className={styles.heading}>
            {t("member.photos")}
          </h2>
          <ul className={styles.photos}>
            {photos.map((photo, i) => (
              <li key={photo.id}>
                <a href={`${cdnPrefix}${photo.filename}`}>
                  <img
                    src={`${cdnPrefix}${photo.thumb_filename}`}
                    alt={t("member.photo_n", { name: profile.name, n: i + 1 })}
                    className={styles.thumb}
                    loading="lazy"
                    width={150}
                    height={150}
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      {(details.length > 0 || interests.length > 0) && (
        <section className={styles.card} aria-labelledby="member-about">
          <h2 id="member-about" className={styles.heading}>
            {t("member.about", { name: profile.name })}
          </h2>
          {details.length > 0 && (
            <dl className={styles.details}>
              {details.map((field) => (
                <div key={field}>
                  <dt className={styles.term}>{t(`fields.${field}`)}</dt>
                  <dd className={styles.value}>{t(`values.${field}.${profile[field]}`)}</dd>
                </div>
              ))}
            </dl>
          )}
          {interests.length > 0 && (
            <>
              <h3 className={styles.subheading}>{t("fields.interests")}</h3>
              <ul className={styles.interests}>
                {interests.map((key) => (
                  <li key={key} className={styles.interest}>
                    <InterestIcon interest={key} />
                    {t(`interests.${key}`, { defaultValue: key.replace(/_/g, " ") })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </article>
  );
}
