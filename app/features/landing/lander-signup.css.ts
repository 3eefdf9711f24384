import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The signup card: a solid surface that reads over any photo behind it. */
export const box = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: vars.space.lg,
  display: "grid",
  gap: vars.space.md,
  width: "100%",
  maxWidth: "30rem",
  boxSizing: "border-box",
});
export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: "1.35rem", lineHeight: 1.2 });
export const submit = style({ width: "100%", minHeight: "52px", fontSize: "1.1rem" });
export const login = style({ margin: 0, textAlign: "center", fontSize: "0.95rem" });
export const fine = style({ margin: 0, textAlign: "center", fontSize: "0.8rem", color: vars.color.muted });
