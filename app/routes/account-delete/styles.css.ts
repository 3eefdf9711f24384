import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const reasons = style({
  border: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
});
export const reason = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minHeight: "32px" });
/** The delete discount: the one thing on this page that should catch the eye. */
export const offer = style({
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  marginBottom: vars.space.lg,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
});
export const offerTitle = style({ margin: 0, fontSize: "1.125rem" });
