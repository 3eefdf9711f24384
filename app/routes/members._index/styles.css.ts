import { style, globalStyle } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { mq } from "~/styles/layout";
import { panel } from "~/components/panel.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });
export const title = style({ margin: 0 });

/** On phones the filters fold away under their summary; from tablets up they sit in a row. */
export const filterPanel = style([panel, { padding: vars.space.md }]);
export const filterSummary = style({
  cursor: "pointer",
  fontWeight: 700,
  minHeight: "44px",
  display: "flex",
  alignItems: "center",
});
export const filters = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  marginTop: vars.space.sm,
  "@media": {
    [mq("md")]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [mq("lg")]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  },
});
export const formActions = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  gridColumn: "1 / -1",
});
export const reset = style({ color: vars.color.text });

export const count = style({ fontSize: "1.125rem", margin: `0 0 ${vars.space.md}` });
export const more = style({ display: "flex", justifyContent: "center", margin: `${vars.space.lg} 0` });
export const pager = style({});
globalStyle(`${pager} ul`, {
  listStyle: "none",
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.xs,
  padding: 0,
  margin: 0,
});
export const pageLink = style({
  display: "inline-grid",
  placeItems: "center",
  minWidth: "44px",
  minHeight: "44px",
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  textDecoration: "none",
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[aria-current="page"]': { background: vars.color.dark, color: vars.color.onDark, borderColor: vars.color.dark },
  },
});
export const visitorNote = style([panel, { margin: 0, padding: vars.space.md }]);
export const empty = style([panel, { textAlign: "center" }]);
