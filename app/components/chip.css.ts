import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { tapTarget } from "./tap-target.css";

// Chips as wide as their words, wrapping: fifty interests in one column make a phone page endless.
export const chips = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });
/** A checkbox or radio with its label as a pill; the chosen one has the primary border. */
export const chip = style([
  tapTarget,
  {
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.border}`,
    cursor: "pointer",
    selectors: { "&:has(input:checked)": { borderColor: vars.color.primary, fontWeight: 600 } },
  },
]);
