import { style } from "@vanilla-extract/css";
import { containers } from "~/styles/layout";
import { vars } from "~/styles/theme.css";

export const hero = style({
  textAlign: "center",
  padding: `${vars.space.xl} 0`,
  maxWidth: `${containers.md}px`,
  margin: "0 auto",
});
export const title = style({
  fontSize: "clamp(2rem, 6vw, 3.25rem)",
  lineHeight: 1.1,
  color: vars.color.text,
  margin: 0,
});
export const lead = style({
  fontSize: "1.15rem",
  color: vars.color.muted,
  margin: `${vars.space.md} 0 ${vars.space.lg}`,
});
