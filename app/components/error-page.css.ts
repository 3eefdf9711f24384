import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const box = style({ textAlign: "center", padding: `${vars.space.xl} ${vars.space.md}` });
export const status = style({ fontSize: "4rem", fontWeight: 800, margin: 0, color: vars.color.primary });
export const title = style({ fontSize: "1.5rem", margin: `${vars.space.sm} 0 ${vars.space.lg}` });
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  alignItems: "center",
  gap: vars.space.md,
});
export const home = style({
  display: "inline-block",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  textDecoration: "none",
  fontWeight: 600,
});
export const secondary = style({ color: vars.color.text, fontWeight: 600, textDecoration: "underline" });
