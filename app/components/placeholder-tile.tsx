import * as styles from "./placeholder-tile.css";

/** Up to two initials: the first letters of a name's first and last word ("Anna Maria" → "AM"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined) => (word ? Array.from(word)[0] ?? "" : "");
  return (first(words[0]) + (words.length > 1 ? first(words[words.length - 1]) : "")).toLocaleUpperCase();
}

/** Where a member has no photo: a designed tile with the initials (decorative: the name is beside it). */
export function PlaceholderTile({ name, className }: { name: string; className: string }) {
  return (
    <span className={`${styles.tile} ${className}`} aria-hidden="true" data-testid="placeholder-tile">
      {initials(name)}
    </span>
  );
}
