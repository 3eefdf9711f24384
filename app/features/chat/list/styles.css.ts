import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const page = style({ maxWidth: "48rem", margin: "0 auto", width: "100%", padding: vars.space.md });
export const title = style({ fontFamily: vars.font.heading, margin: `0 0 ${vars.space.md}` });
export const alert = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
});
export const empty = style({
  textAlign: "center",
  padding: vars.space.xl,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
});
export const list = style({ listStyle: "none", margin: 0, padding: 0 });
/** Under the rows: what the mark of an operated profile means. */
export const operated = style({ marginTop: vars.space.md });
export const row = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
// The conversation open beside the list (wide screens): marked by more than colour.
export const rowCurrent = style([
  row,
  {
    background: vars.color.surface,
    boxShadow: `inset 4px 0 0 ${vars.color.primary}`,
    paddingInlineStart: vars.space.sm,
  },
]);
export const link = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.sm} 0`,
  color: vars.color.text,
  textDecoration: "none",
});
export const text = style({ display: "flex", flexDirection: "column", flex: 1, minWidth: 0 });
export const name = style({ fontWeight: 700 });
export const last = style({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
export const lastUnread = style([last, { fontWeight: 700 }]);
export const time = style({ fontSize: "0.85rem", whiteSpace: "nowrap" });
export const unread = style({
  minWidth: 24,
  padding: "0 6px",
  borderRadius: vars.radius.pill,
  background: vars.color.unread,
  color: vars.color.onPrimary,
  textAlign: "center",
  fontWeight: 700,
});
export const delete_ = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: 44,
  minHeight: 44,
  background: "transparent",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  padding: 0,
  cursor: "pointer",
  ":hover": { borderColor: vars.color.text },
});
export const deleteIcon = style({ width: 20, height: 20 });
/** A deleted row's Undo (with JavaScript) and the confirmation asked without it: in the row's place. */
export const settle = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  flex: 1,
  minHeight: 56,
  padding: `${vars.space.sm} 0`,
});
export const settleText = style({ flex: 1, minWidth: "12rem", margin: 0 });
