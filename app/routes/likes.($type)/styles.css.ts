import { globalStyle, style } from "@vanilla-extract/css";
import { mq } from "~/styles/layout";
import { vars } from "~/styles/theme.css";
import { panel } from "~/components/panel.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });
export const title = style({ margin: 0 });
/** On a phone the three tabs share the width (a third tab cut off at the edge goes unnoticed). */
export const tabs = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { [mq("md")]: { display: "flex" } },
});
export const tab = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  columnGap: vars.space.xs,
  height: "100%",
  minHeight: "44px",
  padding: `${vars.space.xs} ${vars.space.xs}`,
  color: vars.color.text,
  textDecoration: "none",
  textAlign: "center",
  fontWeight: 600,
  borderBottom: "3px solid transparent",
  selectors: { '&[aria-current="page"]': { borderBottomColor: vars.color.primary } },
  "@media": { [mq("md")]: { padding: `0 ${vars.space.md}`, whiteSpace: "nowrap" } },
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
