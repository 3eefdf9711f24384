import { PlaceholderTile } from "~/components/placeholder-tile";
import { Link } from "@remix-run/react";
import type { Profile } from "~/api/schemas/user";
import { photoUrl } from "./photo-url";
import * as styles from "./match-popup.css";

/** The member a popup shows: just enough for the photo, the name and the link. */
export type PopupProfile = Pick<Profile, "id" | "name" | "main_image">;

/** The round photo of the match popup and the like modal, as a link to the member (or the initials' tile). */
export function PopupPhotoLink(props: {
  profile: PopupProfile;
  cdnPrefix: string;
  label: string;
  onClick?: () => void;
}) {
  const { profile } = props;
  return (
    <Link to={`/members/${profile.id}`} className={styles.photoLink} aria-label={props.label} onClick={props.onClick}>
      {profile.main_image ? (
        <img
          src={photoUrl(props.cdnPrefix, profile.main_image.match)}
          alt=""
          width={160}
          height={160}
          className={styles.photo}
        />
      ) : (
        <PlaceholderTile name={profile.name} className={styles.initial} />
      )}
    </Link>
  );
}
