import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The settings page: one card per part, stacked. */
export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  maxWidth: "420px",
  width: "100%",
  margin: "0 auto",
});
export const heading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: "1.25rem" });
export const status = style({ margin: 0, color: vars.color.text, fontWeight: 600 });
export const disabledList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });
export const disabledRow = style({ display: "grid", gap: vars.space.sm });
export const disabledText = style({ margin: 0 });
export const note = style({ margin: 0 });
export const geoStatus = style({ margin: 0 });
export const pushBox = style({ display: "grid", gap: vars.space.sm, marginBottom: vars.space.md });
export const alert = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
/** Where the Save button stands without the script, as high, so nothing moves as the page starts. */
export const liveStatus = style({
  margin: 0,
  minHeight: "44px",
  display: "flex",
  alignItems: "center",
  color: vars.color.muted,
  fontSize: "0.9375rem",
});
