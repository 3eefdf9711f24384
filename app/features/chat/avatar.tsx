import { photoUrl } from "~/features/members/photo-url";
import * as styles from "./avatar.css";

/** A member's round photo in the chat (decorative: the name is beside it), or the initial without one. */
export function Avatar({
  member,
  cdnPrefix,
  size,
}: {
  member: { name: string; main_image: { thumb_filename: string } | null };
  cdnPrefix: string;
  size: number;
}) {
  if (!member.main_image)
    return (
      <span className={styles.initial} style={{ width: size, height: size }} aria-hidden="true">
        {member.name.slice(0, 1).toUpperCase()}
      </span>
    );
  const src = photoUrl(cdnPrefix, member.main_image.thumb_filename);
  return <img src={src} alt="" className={styles.avatar} width={size} height={size} loading="lazy" />;
}
