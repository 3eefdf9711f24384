import { style } from "@vanilla-extract/css";
import { mq } from "~/styles/layout";
import { vars } from "~/styles/theme.css";

export const switcher = style({ display: "flex", gap: vars.space.xs });
export const switcherWideOnly = style({
  display: "none",
  gap: vars.space.xs,
  "@media": { [mq("md")]: { display: "flex" } },
});
export const option = style({
  minWidth: "44px",
  minHeight: "44px",
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  fontWeight: 700,
  fontSize: "0.85rem",
  cursor: "pointer",
  selectors: {
    '&[aria-current="true"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
    },
  },
});
