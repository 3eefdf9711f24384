import { useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { PageCard } from "~/components/page-card";
import { MemberAbout } from "../member-about";
import { MemberGrid } from "../member-card";
import { SignupModalProvider } from "../signup-modal";
import { MatchPopup } from "../match-popup";
import { OperatedNote } from "../operated-mark";
import type { profileScreenLoader } from "./loader.server";
import { MemberActions } from "./member-actions";
import { PhotoGallery } from "./photo-gallery";
import * as styles from "./styles.css";

/** /members/{id} and /likes/m/{id} (docs/product.md#member-profile): header with photos, details, interests, actions, related profiles. */
export function ProfileScreen() {
  const data = useLoaderData<typeof profileScreenLoader>();
  const { t } = useTranslation(["members", "profile"]);
  const revalidator = useRevalidator();
  const clearedNewLike = data.kind === "profile" && data.member.like_was_new;
  // The header's like badge and the title's count were read alongside this profile: read them again.
  useEffect(() => {
    if (clearedNewLike) revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clearedNewLike]);
  if (data.kind === "gone") {
    return (
      <PageCard id="gone-title" title={t("members:gone.title")}>
        <p data-testid="member-gone">{t("members:actions.errors.member_not_found")}</p>
      </PageCard>
    );
  }
  if (data.kind === "blocked") {
    return (
      <PageCard id="blocked-title" title={t("members:blocked.title")}>
        <p data-testid="blocked-by">{t("members:blocked.text", { name: data.name })}</p>
      </PageCard>
    );
  }
  const { member, viewer, cdnPrefix } = data;
  const { profile } = member;
  const title =
    profile.age === null ? profile.name : t("members:card.name_age", { name: profile.name, age: profile.age });
  return (
    <SignupModalProvider>
      <article className={styles.page} aria-labelledby="member-name">
        <header className={styles.header}>
          <PhotoGallery
            memberId={profile.id}
            name={profile.name}
            photos={member.photos}
            locked={member.locked_photos}
            cdnPrefix={cdnPrefix}
            visitor={!viewer}
          />
          <div className={styles.headline}>
            <h1 id="member-name" className={styles.name}>
              {title}
            </h1>
            {profile.fictional_icon ? <OperatedNote form="singular" /> : null}
            {profile.online ? <p className={styles.online}>{t("members:card.online")}</p> : null}
            {member.place ? <p className={styles.place}>{member.place}</p> : null}
            <p className={styles.place} data-testid="photo-count">
              {t("members:profile.photo_count", { count: member.photo_count })}
            </p>
            <MemberActions
              memberId={profile.id}
              name={profile.name}
              like={member.like}
              blocked={member.blocked}
              viewer={viewer}
              gifts={data.gifts}
              giftCredits={data.giftCredits}
              giftKey={data.giftKey}
            />
          </div>
        </header>

        {member.notes || member.details.length > 0 || member.interests.length > 0 ? (
          <section className={styles.card} aria-labelledby="member-about">
            <h2 id="member-about" className={styles.heading}>
              {t("profile:member.about", { name: profile.name })}
            </h2>
            {member.notes ? (
              <p className={styles.notes} data-testid="profile-notes">
                {member.notes}
              </p>
            ) : null}
            <MemberAbout details={member.details} interests={member.interests} />
          </section>
        ) : null}

        {member.related.length > 0 ? (
          <section aria-labelledby="related-title">
            <h2 id="related-title" className={styles.heading}>
              {t("members:profile.related")}
            </h2>
            <MemberGrid members={member.related} cdnPrefix={cdnPrefix} label={t("members:profile.related")} />
          </section>
        ) : null}
      </article>
      {viewer ? <MatchPopup cdnPrefix={cdnPrefix} checkKey={`${profile.id}:${member.like}`} /> : null}
    </SignupModalProvider>
  );
}
