import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** At the foot of the screen, over nothing the member needs to reach (no backdrop, no focus taken). */
export const notice = style({
  position: "fixed",
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: 20,
  maxWidth: "28rem",
  marginInline: "auto",
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: "0 4px 16px rgba(0, 0, 0, 0.18)",
});
export const text = style({ margin: 0, flex: "1 1 auto" });
