import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { autoFillGrid } from "~/styles/layout";

export const details = style({ ...autoFillGrid("180px", vars.space.md), margin: 0 });
export const term = style({ fontWeight: 600 });
export const value = style({ margin: 0 });
export const subheading = style({ margin: `${vars.space.lg} 0 ${vars.space.sm}` });
export const interests = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});
export const interest = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
});
