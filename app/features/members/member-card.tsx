import { PlaceholderTile } from "~/components/placeholder-tile";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { OperatedMark, OperatedNote } from "./operated-mark";
import { photoUrl } from "./photo-url";
import { PromoNote, PromoTile } from "./promo-tile";
import { isPromoSlot, type PromoSlot } from "./promo-tiles";
import * as styles from "./member-card.css";

/** What a card shows of a member: a search result, a like, a related profile, a suggestion. */
export interface CardMember {
  id: number;
  name: string;
  age: number | null;
  city: string | null;
  main_image: { thumb_filename: string } | null;
  online?: boolean;
  /** Operated by the site's team: marked on the photo. */
  fictional_icon?: boolean;
}

/**
 * One member as a card linking to the profile: the main photo's thumbnail in a square of known
 * size, name and age, city, whether the member was online recently, and the mark of a profile the
 * site's team operates.
 */
export function MemberCard({
  member,
  cdnPrefix,
  href = `/members/${member.id}`,
  marker,
  footer,
  eager = false,
}: {
  member: CardMember;
  cdnPrefix: string;
  href?: string;
  /** A corner label such as "New". */
  marker?: ReactNode;
  /** Below the name: an action or a note. */
  footer?: ReactNode;
  /** The first row of a page loads at once (it is the largest paint); the rest when scrolled to. */
  eager?: boolean;
}) {
  const { t } = useTranslation("members");
  const title = member.age === null ? member.name : t("card.name_age", { name: member.name, age: member.age });
  return (
    <article className={styles.card} data-testid="member-card">
      <Link to={href} className={styles.link} prefetch="intent">
        <div className={styles.photoBox}>
          {member.main_image ? (
            <img
              src={photoUrl(cdnPrefix, member.main_image.thumb_filename)}
              alt=""
              className={styles.photo}
              width={240}
              height={240}
              loading={eager ? "eager" : "lazy"}
              decoding="async"
            />
          ) : (
            <PlaceholderTile name={member.name} className={styles.initial} />
          )}
          {member.online ? <span className={styles.online}>{t("card.online")}</span> : null}
          {marker ? <span className={styles.marker}>{marker}</span> : null}
          {member.fictional_icon ? <OperatedMark variant="badge" /> : null}
        </div>
        <div className={styles.body}>
          <h3 className={styles.name}>{title}</h3>
          {member.city ? <p className={styles.place}>{member.city}</p> : null}
        </div>
      </Link>
      {footer}
    </article>
  );
}

/**
 * Cards in the responsive grid; the first `eagerCount` load at once. Under a list holding operated
 * profiles, the warning's plural says what their mark means. Partner tiles placed among the members
 * (withPromoTiles) take a card's cell and are explained under the list too.
 */
export function MemberGrid({
  members,
  cdnPrefix,
  label,
  eagerCount = 0,
  extra,
}: {
  members: readonly (CardMember | PromoSlot)[];
  cdnPrefix: string;
  label: string;
  eagerCount?: number;
  extra?: (member: CardMember) => { marker?: ReactNode; footer?: ReactNode; href?: string };
}) {
  return (
    <>
      <ul className={styles.grid} aria-label={label}>
        {members.map((item, i) =>
          isPromoSlot(item) ? (
            // A tile may come again on a later page: its place in the list is its key.
            <li key={`promo-${i}`}>
              <PromoTile tile={item.promo} eager={i < eagerCount} />
            </li>
          ) : (
            <li key={item.id}>
              <MemberCard member={item} cdnPrefix={cdnPrefix} eager={i < eagerCount} {...extra?.(item)} />
            </li>
          )
        )}
      </ul>
      {members.some((item) => !isPromoSlot(item) && item.fictional_icon) ? (
        <OperatedNote form="plural" className={styles.legend} />
      ) : null}
      {members.some(isPromoSlot) ? <PromoNote className={styles.promoLegend} /> : null}
    </>
  );
}
