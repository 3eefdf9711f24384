import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const welcome = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
});
