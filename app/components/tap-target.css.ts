import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** A link or choice at least 44 px high (the touch target size), its icon and words on one line. */
export const tapTarget = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
});
