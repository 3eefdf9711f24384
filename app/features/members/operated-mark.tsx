import { useRouteLoaderData } from "@remix-run/react";
import { FeatureIcon } from "~/components/interest-icon";
import type { RootLoader } from "~/root";
import * as styles from "./operated-mark.css";

/** The site's fictional_warning (docs/product.md#sites-and-niches), in the page's language as the API answered it. */
function useFictionalWarning() {
  return useRouteLoaderData<RootLoader>("root")?.fictionalWarning ?? { singular: "", plural: "" };
}

/**
 * The mark of a profile the site's team operates (fictional_icon, docs/product.md#sites-and-niches; the terms promise it):
 * the icon, named for screen readers and on hover by the warning's singular form. `badge` sits on
 * a card's photo, `inline` after a name.
 */
export function OperatedMark({ variant }: { variant: "badge" | "inline" }) {
  const { singular } = useFictionalWarning();
  return (
    <span className={styles[variant]} title={singular} data-testid="operated-mark">
      <FeatureIcon name="operated" />
      <span className="visually-hidden">{singular}</span>
    </span>
  );
}

/**
 * The warning in words: the singular under one operated profile (its profile, its conversation),
 * the plural under a list holding some, so the mark on the cards is explained where it is seen.
 */
export function OperatedNote({ form, className }: { form: "singular" | "plural"; className?: string }) {
  const warning = useFictionalWarning();
  if (!warning[form]) return null;
  return (
    <p className={className ? `${styles.note} ${className}` : styles.note} data-testid="operated-note">
      <FeatureIcon name="operated" className={styles.noteIcon} />
      {warning[form]}
    </p>
  );
}
