import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const backdrop = style({ position: "fixed", inset: 0, zIndex: 50, background: "rgba(10, 4, 8, 0.72)" });
export const dialog = style({
  position: "fixed",
  inset: 0,
  zIndex: 51,
  margin: "auto",
  width: "min(92vw, 460px)",
  height: "fit-content",
  padding: vars.space.lg,
  border: 0,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: "0 24px 60px rgba(0,0,0,0.35)",
  textAlign: "center",
  selectors: { "&::backdrop": { background: "rgba(10, 4, 8, 0.72)" } },
});
export const title = style({ marginTop: 0 });
export const actions = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});
export const leave = style({ color: vars.color.muted });
