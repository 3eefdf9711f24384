import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** Three tiles a row on a phone, as many as fit on wider screens. */
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(6rem, 1fr))",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const tile = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: 2,
  width: "100%",
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  font: "inherit",
  cursor: "pointer",
  ":hover": { borderColor: vars.color.primary },
  ":disabled": { cursor: "progress", opacity: 0.6 },
});

export const name = style({ fontWeight: 600, fontSize: "0.9rem" });
export const price = style({ fontSize: "0.8rem", color: vars.color.muted });
