import { GIFT_KEYS } from "~/domain/members";
import sprite from "./gift-pictures.svg";
import * as styles from "./gift-picture.css";

const KNOWN: ReadonlySet<string> = new Set(GIFT_KEYS);

/**
 * A gift's picture from the gift sprite (one cached file, no JavaScript), coloured by the theme.
 * Decorative: the gift's name is always beside it. A key without a picture draws nothing.
 */
export function GiftPicture({ gift, size }: { gift: string; size: styles.GiftPictureSize }) {
  if (!KNOWN.has(gift)) return null;
  const px = styles.GIFT_PICTURE_SIZES[size];
  return (
    <svg aria-hidden="true" focusable="false" className={styles.size[size]} width={px} height={px} data-gift={gift}>
      <use href={`${sprite}#${gift}`} />
    </svg>
  );
}
