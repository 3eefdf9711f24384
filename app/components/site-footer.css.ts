import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const footer = style({
  background: vars.color.dark,
  color: vars.color.onDark,
  padding: `${vars.space.lg} ${vars.space.md}`,
  textAlign: "center",
  fontSize: "0.9rem",
});
