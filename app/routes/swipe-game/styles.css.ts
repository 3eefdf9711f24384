import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { panel } from "~/components/panel.css";

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  maxWidth: "480px",
  margin: "0 auto",
  width: "100%",
});
export const header = style({ display: "grid", gap: vars.space.xs });
export const title = style({ margin: 0 });
export const likesLeft = style({ margin: 0, fontWeight: 600 });
export const game = style({ display: "grid", gap: vars.space.md, justifyItems: "center" });
/** The card follows the pointer; vertical scrolling stays the browser's (touch-action). */
export const card = style({
  width: "100%",
  overflow: "hidden",
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  touchAction: "pan-y",
  userSelect: "none",
  cursor: "grab",
  transition: "border-color 0.15s ease",
  selectors: {
    '&[data-lean="like"]': { borderColor: vars.color.success },
    '&[data-lean="pass"]': { borderColor: vars.color.danger },
  },
});
export const cardBody = style({ padding: vars.space.md, display: "grid", gap: "2px" });
export const name = style({ margin: 0, fontSize: "1.375rem", overflowWrap: "anywhere" });
export const place = style({ margin: 0, color: vars.color.muted });
export const buttons = style({ display: "flex", gap: vars.space.md, justifyContent: "center", flexWrap: "wrap" });
globalStyle(`${buttons} button`, { minWidth: "8rem" });
export const hint = style({ margin: 0, color: vars.color.muted, fontSize: "0.875rem", textAlign: "center" });
export const profileLink = style({ color: vars.color.text, fontWeight: 600 });
const note = style([panel, { display: "grid", gap: vars.space.sm, justifyItems: "start" }]);
export const limit = style([note, { borderColor: vars.color.warning }]);
export const match = style([note, { borderColor: vars.color.success }]);
export const empty = style([note, { justifyItems: "center", textAlign: "center" }]);
export const noteTitle = style({ margin: 0, fontSize: "1.125rem", fontWeight: 700 });
globalStyle(`${note} p`, { margin: 0 });
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
