import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const form = style({ display: "grid", gap: vars.space.xs, padding: `0 ${vars.space.sm} ${vars.space.sm}` });

/**
 * Not pressed: an outlined button; pressed (liked): filled with a check mark, so the state shows by
 * shape as well as colour (docs/decisions/005, "Touch controls").
 */
export const toggle = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  width: "100%",
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontWeight: 700,
  cursor: "pointer",
  selectors: {
    "&::before": { content: '"♡" / ""' },
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[aria-pressed="true"]::before': { content: '"✓" / ""' },
    '&[aria-disabled="true"]': { opacity: 0.7, cursor: "progress" },
    "&:focus-visible": { outline: `3px solid ${vars.color.secondary}`, outlineOffset: "2px" },
  },
});
export const match = style({ margin: 0, fontSize: "0.875rem", fontWeight: 600, color: vars.color.text });
export const error = style({ margin: 0, fontSize: "0.875rem", fontWeight: 600, color: vars.color.danger });
