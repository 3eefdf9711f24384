import { INTEREST_KEYS } from "~/api/interest-keys";
import sprite from "./interest-icons.svg";

const KNOWN: ReadonlySet<string> = new Set(INTEREST_KEYS);

/**
 * SPEC §1 interest icons: one SVG sprite (scripts/interest-icons.mjs) fetched once with a
 * fingerprinted, immutable URL, drawn in the text colour on every platform — no emoji font needed
 * and no icon in the JavaScript bundle. Decorative: the label next to it names the interest.
 */
export function InterestIcon({ interest, className }: { interest: string; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className} width="1.25em" height="1.25em">
      <use href={`${sprite}#${KNOWN.has(interest) ? interest : "other"}`} />
    </svg>
  );
}
