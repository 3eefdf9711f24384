import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const article = style({ maxWidth: "46rem", margin: "0 auto", lineHeight: 1.65 });
export const version = style({ color: vars.color.muted });
export const section = style({ marginTop: vars.space.lg });
export const contact = style({
  marginTop: vars.space.xl,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
