import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { iconButton } from "../styles.css";

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
  position: "relative",
  display: "flex",
  alignItems: "center",
  overflow: "hidden",
  borderBottom: `1px solid ${vars.color.border}`,
  // A sideways swipe is the row's (row-gesture.ts); up and down still scroll the list.
  touchAction: "pan-y",
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
/** The delete action in view: the row slides aside for it, as in a messenger. */
const revealedRow = `${row}:has(> details[open]) > &`;
export const link = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.sm} 0`,
  color: vars.color.text,
  textDecoration: "none",
  transition: "transform 0.2s ease-out",
  // A long press reveals the delete; the phone's own menu for the link would cover it.
  WebkitTouchCallout: "none",
  selectors: {
    [revealedRow]: { transform: "translateX(-7rem)" },
    // Inside the row's edges: the row clips what slides out of it.
    "&:focus-visible": { outlineOffset: "-3px" },
  },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});
export const text = style({ display: "flex", flexDirection: "column", flex: 1, minWidth: 0, gap: 2 });
export const name = style({ fontWeight: 700 });
export const last = style({
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  fontSize: "0.9rem",
  color: vars.color.muted,
});
export const lastUnread = style([last, { fontWeight: 700, color: vars.color.text }]);
/** The time above the unread badge, at the row's end. */
export const side = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-end",
  gap: vars.space.xs,
  flexShrink: 0,
});
export const time = style({ fontSize: "0.8rem", whiteSpace: "nowrap", color: vars.color.muted });
export const unread = style({
  minWidth: 22,
  padding: "0 6px",
  borderRadius: vars.radius.pill,
  background: vars.color.unread,
  color: vars.color.onPrimary,
  textAlign: "center",
  fontSize: "0.8rem",
  fontWeight: 700,
});
/** The row's options: a quiet button at its end, with the delete behind it. */
export const options = style({ flexShrink: 0 });
export const optionsButton = style([
  iconButton,
  // Inside the row's edges: the row clips what slides out of it.
  { selectors: { "&:focus-visible": { outlineOffset: "-3px" } } },
]);
export const optionsIcon = style({ width: 20, height: 20 });
export const optionsPanel = style({
  position: "absolute",
  insetBlock: 0,
  insetInlineEnd: 44,
  display: "flex",
  alignItems: "center",
  paddingInline: vars.space.xs,
  background: vars.color.background,
});
export const delete_ = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.danger,
  font: "inherit",
  fontWeight: 700,
  cursor: "pointer",
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
