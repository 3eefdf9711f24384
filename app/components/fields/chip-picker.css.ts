import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { chip as choiceChip, chips as choiceChips } from "../chip.css";
import * as form from "../form.css";

export const chips = choiceChips;
export const chip = choiceChip;

/** The chosen list and the filter need the script: hidden until the page is hydrated. */
export const tools = style({
  display: "none",
  flexDirection: "column",
  gap: vars.space.sm,
  selectors: { ":root[data-hydrated] &": { display: "flex" } },
});
export const chosen = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
});
export const chosenChip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  ":focus-visible": { outline: `3px solid ${vars.color.primary}`, outlineOffset: "2px" },
});
export const cross = style({
  display: "inline-grid",
  placeItems: "center",
  width: "1.5em",
  height: "1.5em",
  borderRadius: "50%",
  background: vars.color.primary,
  color: vars.color.onPrimary,
  lineHeight: 1,
});
export const none = style({ margin: 0, color: vars.color.text });
export const filterLabel = form.label;
export const filter = style([form.input, { width: "100%", maxWidth: "24rem" }]);
export const matches = style({ margin: 0, color: vars.color.text, fontSize: "0.875rem", minHeight: "1.25em" });
