import { useTranslation } from "react-i18next";
import { GiftPicture } from "./gift-picture";
import * as styles from "./gift-tiles.css";

/**
 * The gift catalogue as a grid of tiles (picture, name, price), each a submit button of the form
 * around it (`gift` = the gift's id), so a gift is one tap with or without JavaScript. Used by the
 * chat's send footer and a member's profile.
 */
export function GiftTiles({
  gifts,
  price,
  disabled,
}: {
  gifts: { id: number; key: string }[];
  /** What each gift costs (the site's gift_credits). */
  price: number;
  disabled: boolean;
}) {
  const { t } = useTranslation("members");
  return (
    <ul className={styles.grid} data-testid="gift-tiles">
      {gifts.map((gift) => (
        <li key={gift.id}>
          <button type="submit" name="gift" value={gift.id} className={styles.tile} disabled={disabled}>
            <GiftPicture gift={gift.key} size="tile" />
            <span className={styles.name}>{t(`gifts.names.${gift.key}`)}</span>
            <span className={styles.price}>{t("gifts.price", { count: price })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
