import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const progress = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.muted, fontWeight: 600 });
export const hint = style({ margin: 0 });
export const linkButton = style({
  background: "none",
  border: 0,
  padding: 0,
  font: "inherit",
  color: vars.color.primary,
  textDecoration: "underline",
  cursor: "pointer",
});
export const actions = style({ display: "flex", gap: vars.space.sm, justifyContent: "flex-end", flexWrap: "wrap" });
/** Back and Next share the row, as tall as the answer cards: a thumb's target on a phone (decision 023). */
globalStyle(`${actions} > button`, { flex: "1 1 8rem", minHeight: "52px" });
/** Out of sight and out of the tab order; only implicit submission (Enter) uses it. */
export const defaultSubmit = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
  padding: 0,
});
