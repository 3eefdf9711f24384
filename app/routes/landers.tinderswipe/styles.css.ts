import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const deck = style({ display: "grid", gap: vars.space.sm, justifyItems: "center" });
export const status = style({ margin: 0, minHeight: "1.5em", fontWeight: 700, color: vars.color.primary });

/** The card follows the pointer; vertical scrolling stays the browser's (touch-action). */
export const card = style({
  position: "relative",
  // Small enough on a phone that the buttons under it are in the first screen.
  width: "min(100%, 26rem, 42vh)",
  aspectRatio: "3 / 4",
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  background: vars.color.dark,
  boxShadow: vars.shadow.lg,
  touchAction: "pan-y",
  userSelect: "none",
  cursor: "grab",
  selectors: {
    '&[data-lean="like"]': { outline: `4px solid ${vars.color.success}` },
    '&[data-lean="pass"]': { outline: `4px solid ${vars.color.muted}` },
  },
});
export const photo = style({
  display: "block",
  width: "100%",
  height: "100%",
  objectFit: "cover",
  pointerEvents: "none",
});
export { photoFoot as caption } from "~/features/landing/faces.css";
export const name = style({ margin: 0, fontSize: "1.6rem" });
export const city = style({ margin: 0 });

export const buttons = style({ display: "flex", gap: vars.space.lg, justifyContent: "center" });
export const decisionForm = style({ margin: 0 });
const round = style({
  display: "grid",
  justifyItems: "center",
  alignContent: "center",
  gap: "2px",
  width: "5rem",
  height: "5rem",
  borderRadius: "50%",
  font: "inherit",
  fontWeight: 700,
  fontSize: "0.85rem",
  cursor: "pointer",
  boxShadow: vars.shadow.md,
});
/** The button's symbol, above its word. */
export const symbol = style({ fontSize: "1.6rem", lineHeight: 1 });
export const like = style([round, { background: vars.color.primary, color: vars.color.onPrimary, border: 0 }]);
export const pass = style([
  round,
  {
    background: vars.color.surface,
    color: vars.color.text,
    border: `${vars.border.strong} solid ${vars.color.border}`,
  },
]);
export const hint = style({ margin: 0, color: vars.color.muted, fontSize: "0.875rem", textAlign: "center" });
export const empty = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  fontWeight: 600,
  textAlign: "center",
});
