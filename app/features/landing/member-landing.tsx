import { useTranslation } from "react-i18next";
import { FaceGrid, FacePhoto, useFaceTitle } from "./faces";
import type { LanderBase } from "./lander-data.server";
import { useLanderCopy } from "./lander-copy";
import { LanderPage } from "./lander-page";
import type { LandingMember, MEMBER_LANDING_THEN } from "./member-landing.server";
import * as styles from "./member-landing.css";

type Layout = keyof typeof MEMBER_LANDING_THEN;

/**
 * One operated profile's landing page in one of three layouts: the profile (landing), the first
 * message of a conversation (landing2), the photos to like (landing3). Without a member (an id a
 * landing may not show), a general page of the site's members.
 */
export function MemberLanding({
  layout,
  base,
  member,
}: {
  layout: Layout;
  base: LanderBase;
  member: LandingMember | null;
}) {
  const { t } = useTranslation("landers");
  const fallback = useLanderCopy("alonetonight", base);
  const faceTitle = useFaceTitle();
  if (!member) {
    return (
      <LanderPage
        base={base}
        title={t("member.fallback_title")}
        lead={t("member.fallback_lead")}
        signupHeading={fallback.copy.signupHeading}
        picture={<FaceGrid faces={base.faces.slice(0, 4)} />}
        more={<FaceGrid faces={base.faces.slice(4, 12)} priority={0} tiles={base.tiles} />}
      />
    );
  }
  const values = { name: member.name, siteName: base.siteName };
  const main = member.photos[0];
  const name = faceTitle(member);
  const pictures: Record<Layout, JSX.Element> = {
    landing: (
      <div className={styles.profile} data-testid="member-landing">
        {main ? (
          <figure className={styles.hero}>
            <FacePhoto
              face={{ photo: main }}
              priority
              className={styles.photo}
              sizes="(min-width: 768px) 360px, 92vw"
            />
          </figure>
        ) : null}
        <div className={styles.about}>
          <h2 className={styles.heading}>{name}</h2>
          {member.city ? <p className={styles.text}>{t("member.place", { city: member.city })}</p> : null}
          {member.about ? <p className={styles.text}>{member.about}</p> : null}
          {member.interests.length > 0 ? (
            <>
              <h3 className={styles.heading}>{t("member.interests")}</h3>
              <ul className={styles.chips}>
                {member.interests.map((label) => (
                  <li key={label} className={styles.chip}>
                    {label}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>
    ),
    landing2: (
      <section className={styles.chat} aria-labelledby="chat-with" data-testid="member-landing">
        <div className={styles.chatHead}>
          {main ? <FacePhoto face={{ photo: main }} priority className={styles.avatar} sizes="56px" /> : null}
          <p className={styles.who}>
            <strong id="chat-with">{name}</strong>
            <span className={styles.status}>{member.online ? t("face.online") : member.city}</span>
          </p>
        </div>
        <p className={styles.status}>{t("member.landing2.says", values)}</p>
        <p className={styles.bubble}>{member.about ?? t("member.landing2.default_message")}</p>
      </section>
    ),
    landing3: (
      <ul className={styles.photos} data-testid="member-landing">
        {member.photos.map((photo, i) => (
          <li key={photo.small} className={`${styles.tile} ${i === 0 ? styles.first : ""}`}>
            <FacePhoto
              face={{ photo }}
              priority={i === 0}
              className={styles.photo}
              sizes="(min-width: 768px) 360px, 92vw"
            />
          </li>
        ))}
        {member.lockedPhotos > 0 && main ? (
          <li className={styles.tile}>
            <img src={main.small} alt="" className={styles.lockedPhoto} width={300} height={400} loading="lazy" />
            <span className={styles.lockedText}>
              {t("member.landing3.more_photos", { count: member.lockedPhotos })}
            </span>
          </li>
        ) : null}
      </ul>
    ),
  };
  return (
    <LanderPage
      base={base}
      title={t(`member.${layout}.title`, values)}
      lead={t(`member.${layout}.lead`, values)}
      signupHeading={t(`member.${layout}.signup`, values)}
      picture={pictures[layout]}
      more={
        base.faces.length > 0 ? (
          <section aria-labelledby="more-members" className={styles.about}>
            <h2 id="more-members" className={styles.heading}>
              {t("home.near_you")}
            </h2>
            <FaceGrid faces={base.faces.slice(0, 4)} priority={0} />
          </section>
        ) : undefined
      }
    />
  );
}
