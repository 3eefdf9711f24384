import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

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
