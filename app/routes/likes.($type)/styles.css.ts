import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { panel } from "~/components/panel.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });
export const title = style({ margin: 0 });
export const tabs = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: "auto",
});
export const tab = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: 600,
  borderBottom: "3px solid transparent",
  whiteSpace: "nowrap",
  selectors: { '&[aria-current="page"]': { borderBottomColor: vars.color.primary } },
});
export const tabCount = style({
  minWidth: "1.5em",
  padding: "0 6px",
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  fontSize: "0.875rem",
  textAlign: "center",
});
export const empty = style([panel, { textAlign: "center" }]);
globalStyle(`${empty} h2`, { marginTop: 0 });
