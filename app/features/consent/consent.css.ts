import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The banner's face; PageLayout docks it at the bottom of the window (global.css.ts, bottomDock). */
export const banner = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: "0 -6px 20px rgba(0, 0, 0, 0.12)",
});
export const inner = style({
  maxWidth: "1100px",
  margin: "0 auto",
  padding: `${vars.space.md} ${vars.space.md}`,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.sm} ${vars.space.lg}`,
});
export const copy = style({ flex: "1 1 22rem" });
export const title = style({ margin: 0, fontSize: "1.125rem" });
export const text = style({ margin: `${vars.space.xs} 0 0` });
/** Both buttons share one width: neither answer looks like the expected one. */
export const actions = style({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: vars.space.sm,
  flex: "1 1 16rem",
  maxWidth: "24rem",
});

/** The cookie page's own section. */
export const choice = style({
  marginTop: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const choiceActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
