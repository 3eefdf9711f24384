import { style } from "@vanilla-extract/css";
import { mq } from "~/styles/layout";
import { vars } from "~/styles/theme.css";

export const banner = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
  borderLeft: `6px solid ${vars.color.warning}`,
});
/** Over the page, above the phone's tab bar (64 px) or in the wide screen's bottom corner. */
export const floating = style({
  position: "fixed",
  zIndex: 25,
  left: vars.space.sm,
  right: vars.space.sm,
  bottom: `calc(72px + env(safe-area-inset-bottom))`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `6px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  boxShadow: "0 12px 32px rgba(0, 0, 0, 0.22)",
  "@media": { [mq("md")]: { left: "auto", right: vars.space.lg, bottom: vars.space.lg, maxWidth: "26rem" } },
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
