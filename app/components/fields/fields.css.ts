import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});
export const choices = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });
export const choice = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minHeight: "44px" });
export const row = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap" });
export const part = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, flex: "1 1 6rem" });
export const description = style({ margin: 0, color: vars.color.text });
/**
 * Day, month and year on one row on a phone: the numbers as narrow as their longest value, the
 * month's name ("septiembre") the rest.
 */
export const dateRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(3.5rem, 0.8fr) minmax(0, 2.4fr) minmax(5.25rem, 1.2fr)",
  gap: vars.space.xs,
});
export const datePart = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 });
