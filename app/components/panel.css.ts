import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** A wide page of stacked panels (own profile, a member's profile). */
export const panels = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  // The full width up to its maximum: centred by auto margins alone, it would take its content's
  // widest row (a row of chips) on a phone and run past the screen's edge.
  width: "100%",
  maxWidth: "860px",
  margin: "0 auto",
});
/** One panel: a bordered surface. */
export const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `${vars.border.width} solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  padding: vars.space.lg,
});
