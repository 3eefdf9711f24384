import { style } from "@vanilla-extract/css";
import { containers } from "~/styles/layout";
import { vars } from "~/styles/theme.css";

export const footer = style({
  background: vars.color.dark,
  color: vars.color.onDark,
  padding: `${vars.space.lg} ${vars.space.md}`,
  fontSize: "0.9rem",
});
export const inner = style({
  maxWidth: `${containers.xl}px`,
  margin: "0 auto",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
});
export const links = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.md}`,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const link = style({ color: vars.color.onDark, display: "inline-block", padding: `${vars.space.xs} 0` });
export const small = style({ margin: 0, opacity: 0.92 });
