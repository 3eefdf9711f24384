import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { panel } from "~/components/panel.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });
export const title = style({ margin: 0 });
export const intro = style({ margin: 0 });
export const form = style([panel, { display: "grid", gap: vars.space.lg, maxWidth: "720px" }]);
export const question = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: "grid", gap: vars.space.sm });
export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontSize: "1.125rem", fontWeight: 700 });
export const stepOf = style({ display: "block", fontSize: "0.875rem", fontWeight: 600, color: vars.color.muted });
export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md });
globalStyle(`${row} > *`, { flex: "1 1 10rem" });
export { chips as choices, chip } from "~/components/chip.css";
export const icon = style({ fontSize: "1.25rem", lineHeight: 1 });
export const hint = style({ margin: 0, color: vars.color.text });
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
export const results = style({ display: "grid", gap: vars.space.md });
globalStyle(`${results} h2`, { margin: 0 });
export const shared = style({ margin: 0, padding: `0 ${vars.space.sm} ${vars.space.sm}`, fontSize: "0.875rem" });
export const empty = style([panel, { textAlign: "center" }]);
globalStyle(`${empty} h2`, { marginTop: 0 });
export const change = style({ display: "grid", gap: vars.space.md });
export const summary = style({
  cursor: "pointer",
  fontWeight: 600,
  minHeight: "44px",
  display: "flex",
  alignItems: "center",
});
