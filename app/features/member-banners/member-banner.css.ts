import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const banner = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
  borderLeft: `6px solid ${vars.color.warning}`,
});
export const inner = style({
  maxWidth: "1100px",
  margin: "0 auto",
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
});
export const text = style({ margin: 0, flex: "1 1 18rem" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
export const form = style({ margin: 0 });
export const modalTitle = style({ margin: 0, fontSize: "1.5rem" });
export const modalText = style({ margin: 0 });
export const modalActions = style({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: vars.space.sm });
export const error = style({ margin: 0, flexBasis: "100%", color: vars.color.danger, fontWeight: 600 });
