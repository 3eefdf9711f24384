import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { autoFillGrid } from "~/styles/layout";
import { tapTarget } from "~/components/tap-target.css";

export const list = style(autoFillGrid("10rem", vars.space.sm));
export const option = style([
  tapTarget,
  {
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
  },
]);
