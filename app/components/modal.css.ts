import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const dialog = style({
  padding: 0,
  border: "none",
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  width: "min(420px, calc(100vw - 32px))",
  boxShadow: vars.shadow.lg,
  "::backdrop": { background: "rgba(20, 6, 12, 0.6)" },
});
export const content = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.lg,
  textAlign: "center",
});
