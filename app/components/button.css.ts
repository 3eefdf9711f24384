import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: "44px",
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: `${vars.border.strong} solid transparent`,
  font: "inherit",
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
});

export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      boxShadow: vars.shadow.sm,
      ":hover": { background: vars.color.primaryHover },
    },
  ],
  ghost: [
    base,
    {
      background: "transparent",
      color: vars.color.text,
      borderColor: vars.color.border,
      ":hover": { borderColor: vars.color.text },
    },
  ],
});
