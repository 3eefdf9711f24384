import { PlaceholderTile } from "~/components/placeholder-tile";
import { photoUrl } from "~/features/members/photo-url";
import * as styles from "./avatar.css";

/** A member's round photo in the chat (decorative: the name is beside it), or the initials' tile without one. */
export function Avatar({
  member,
  cdnPrefix,
  size,
}: {
  member: { name: string; main_image: { thumb_filename: string } | null };
  cdnPrefix: string;
  size: styles.AvatarSize;
}) {
  if (!member.main_image)
    return <PlaceholderTile name={member.name} className={`${styles.avatar} ${styles.size[size]}`} />;
  const src = photoUrl(cdnPrefix, member.main_image.thumb_filename);
  const px = styles.AVATAR_SIZES[size];
  return (
    <img src={src} alt="" className={`${styles.avatar} ${styles.size[size]}`} width={px} height={px} loading="lazy" />
  );
}
