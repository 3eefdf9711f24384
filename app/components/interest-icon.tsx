import { INTEREST_KEYS } from "~/api/interest-keys";
import sprite from "./interest-icons.svg";

const KNOWN: ReadonlySet<string> = new Set(INTEREST_KEYS);

/** Icons of the sprite that are not interests. */
export type FeatureIconName = "swipe_game" | "match_finder" | "operated";

/**
 * One symbol of the icon sprite (scripts/interest-icons.mjs), fetched once with a fingerprinted,
 * immutable URL and drawn in the text colour on every platform: no emoji font needed and no icon
 * in the JavaScript bundle. Decorative: the text next to it says what it stands for.
 */
export function SpriteIcon({ name, className }: { name: string; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className} width="1.25em" height="1.25em">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

/** Interest icons (docs/product.md#interests); an interest an operator added without an icon gets a neutral one. */
export function InterestIcon({ interest, className }: { interest: string; className?: string }) {
  return <SpriteIcon name={KNOWN.has(interest) ? interest : "other"} className={className} />;
}

export const FeatureIcon = ({ name, className }: { name: FeatureIconName; className?: string }) => (
  <SpriteIcon name={name} className={className} />
);
