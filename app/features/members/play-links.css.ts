import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { tapTarget } from "~/components/tap-target.css";

export const links = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
export const link = style([
  tapTarget,
  {
    padding: `0 ${vars.space.md}`,
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    fontWeight: 600,
    textDecoration: "none",
    ":hover": { borderColor: vars.color.text },
  },
]);
