import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const card = style({
  // The full width up to its maximum (as panel.css.ts's panels): in a column of cards, auto margins
  // alone would size it to its widest row and let that run past a phone's edge.
  width: "100%",
  maxWidth: "420px",
  margin: "0 auto",
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `${vars.border.width} solid ${vars.color.border}`,
  padding: vars.space.lg,
  boxShadow: vars.shadow.md,
});
export const title = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.text });
export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.md });
export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });
export const label = style({ fontWeight: 600 });
const control = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.muted}`,
  font: "inherit",
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { "&[aria-invalid]": { borderColor: vars.color.danger } },
});
export const input = style([control, { minHeight: "44px", padding: `0 ${vars.space.md}` }]);
/**
 * A select drawn for a thumb beside the signup's answer cards: as tall and as legible as a card,
 * with the same border (docs/decisions/023).
 */
export const inputLarge = style([
  input,
  {
    minHeight: "56px",
    padding: `0 ${vars.space.sm}`,
    borderWidth: "2px",
    borderRadius: vars.radius.lg,
    fontSize: "1.0625rem",
    minWidth: 0,
  },
]);
export const textarea = style([control, { padding: vars.space.sm, resize: "vertical" }]);
export const error = style({ selectors: { "&:empty": { display: "none" } } });
export const errorText = style({ margin: 0, color: vars.color.danger, fontWeight: 500 });
