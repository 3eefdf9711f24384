import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** Dashed like a place to put something; the focus ring is the zone's (its input is invisible with JavaScript). */
export const zone = style({
  position: "relative",
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `2px dashed ${vars.color.muted}`,
  background: vars.color.background,
  color: vars.color.text,
  textAlign: "center",
  cursor: "pointer",
  selectors: {
    "&:hover, &[data-dragging]": { borderColor: vars.color.primary, borderStyle: "solid" },
    "&:focus-within": { outline: `3px solid ${vars.color.primary}`, outlineOffset: "2px" },
  },
});
export const icon = style({ width: "2rem", height: "2rem", color: vars.color.primary });
export const title = style({ fontWeight: 700 });
export const slot = style({ display: "grid", placeItems: "center", width: "100%", minHeight: "44px" });
/** Dropping needs the script: the prompt shows once the page is hydrated. */
export const prompt = style({
  display: "none",
  fontSize: "0.875rem",
  selectors: { ":root[data-hydrated] &": { display: "block" } },
});
/**
 * Without JavaScript the input shows in the zone, its button styled and the chosen file's name
 * beside it; once hydrated it covers the zone unseen, which then takes clicks and drops.
 */
export const input = style({
  width: "100%",
  font: "inherit",
  color: vars.color.text,
  cursor: "pointer",
  "::file-selector-button": {
    minHeight: "44px",
    marginRight: vars.space.sm,
    padding: `0 ${vars.space.md}`,
    borderRadius: vars.radius.pill,
    border: `2px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    font: "inherit",
    fontWeight: 600,
    cursor: "pointer",
  },
  selectors: {
    ":root[data-hydrated] &": { position: "absolute", inset: 0, width: "100%", height: "100%", margin: 0, opacity: 0 },
  },
});
export const chosen = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs });
export const file = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minWidth: 0 });
export const thumb = style({ width: "64px", height: "64px", objectFit: "cover", borderRadius: vars.radius.md });
export const name = style({ overflowWrap: "anywhere" });
