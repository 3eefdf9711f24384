import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const list = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))",
  gap: vars.space.sm,
});
export const option = style({
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  textAlign: "left",
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 2px ${vars.color.primary}` },
  },
});
