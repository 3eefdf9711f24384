import { useTranslation } from "react-i18next";
import { isExternalDestination, type PromoTile as Tile } from "./promo-tiles";
import * as styles from "./promo-tile.css";

/**
 * A cam or resell tile among the members (docs/product.md#cam-and-resell-tiles, decision 022): the
 * operator's picture, title and call to action under a band saying what it is ("Live cam",
 * "Partner offer"), one link to the operator's destination. A partner's address opens in a new
 * tab and is marked sponsored; the link's name says the kind first, so a screen reader hears an
 * advertisement, never a member. No profile link, no like, no chat.
 */
export function PromoTile({ tile, eager = false }: { tile: Tile; eager?: boolean }) {
  const { t } = useTranslation("promo");
  const external = isExternalDestination(tile.url);
  const kind = t(`type.${tile.type}`);
  const action = tile.label ?? t(`action.${tile.type}`);
  const name = t(external ? "link_new_tab" : "link", { type: kind, title: tile.title, action });
  return (
    <div className={styles.tile} data-testid="promo-tile" data-promo-type={tile.type}>
      <a
        href={tile.url}
        className={styles.link}
        aria-label={name}
        {...(external ? { target: "_blank", rel: "sponsored noopener" } : { rel: "sponsored" })}
      >
        <div className={styles.pictureBox}>
          <img
            src={tile.image}
            alt=""
            className={styles.picture}
            width={240}
            height={240}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
          />
          <span className={tile.type === "cam" ? `${styles.kind} ${styles.live}` : styles.kind}>{kind}</span>
        </div>
        <div className={styles.body}>
          <span className={styles.title}>{tile.title}</span>
          <span className={styles.action}>
            {action}
            {external ? <span aria-hidden="true"> ↗</span> : null}
          </span>
        </div>
      </a>
    </div>
  );
}

/** Under a list holding tiles: what they are, in words. */
export function PromoNote({ className }: { className?: string }) {
  const { t } = useTranslation("promo");
  return (
    <p className={className} data-testid="promo-note">
      {t("legend")}
    </p>
  );
}
