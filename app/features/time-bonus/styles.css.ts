import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const banner = style({ background: vars.color.dark, color: vars.color.onDark });
export const inner = style({
  maxWidth: "1100px",
  margin: "0 auto",
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: `${vars.space.xs} ${vars.space.md}`,
});
export const text = style({ margin: 0 });
export const clock = style({
  fontVariantNumeric: "tabular-nums",
  fontWeight: 700,
  fontSize: "1.125rem",
  letterSpacing: "0.04em",
});
export const code = style({ fontFamily: "monospace", fontWeight: 700 });
export const offerLink = style({ color: "inherit", fontWeight: 700 });
export const modal = style({ display: "grid", justifyItems: "center", gap: vars.space.md });
export const modalTitle = style({ margin: 0, fontSize: "1.75rem" });
export const modalText = style({ margin: 0 });
