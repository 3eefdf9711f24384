import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/**
 * The touch controls: chips, segmented bars, switches and the age slider. Each is a native input
 * kept in the page (focusable, submitted, read by screen readers) and drawn by its label. The
 * chosen state is shown by shape too (a check mark, the switch's knob on the right), never by
 * colour alone. Colours are the theme's pairs that meet AA in every niche (themes/contrast.test.ts).
 */

/**
 * A native radio or checkbox laid invisibly over the whole of its label, which draws it: still in
 * the tab order and read out, and a tap anywhere on the label lands on it.
 */
const hiddenInput = {
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  margin: 0,
  opacity: 0,
  cursor: "pointer",
} as const;

const focusRing = { outline: `3px solid ${vars.color.secondary}`, outlineOffset: "2px" } as const;

/** The chosen chip's check mark: seen, not read out (the input says it is checked). */
const chosenMark = { content: '"✓" / ""', fontWeight: 700 } as const;

export const chips = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
export const chip = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.muted}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  cursor: "pointer",
  userSelect: "none",
  selectors: {
    "&:has(:checked)": {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    "&:has(:checked)::before": chosenMark,
    "&:has(:focus-visible)": focusRing,
  },
});
globalStyle(`${chip} input`, hiddenInput);

/** Large chips: a whole row each (the signup's choices). */
export const cards = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fit, minmax(8rem, 1fr))",
});
export const card = style([
  chip,
  {
    minHeight: "56px",
    justifyContent: "center",
    // A long answer ("United Kingdom") wraps inside its card on a phone, centred like a short one.
    padding: `${vars.space.xs} ${vars.space.sm}`,
    textAlign: "center",
    lineHeight: 1.25,
    borderRadius: vars.radius.lg,
    fontSize: "1.0625rem",
  },
]);

/** Radios in one rounded bar; the chosen one is a filled pill inside it. */
export const segmented = style({
  display: "flex",
  gap: "2px",
  padding: "2px",
  border: `2px solid ${vars.color.muted}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
});
export const segment = style({
  position: "relative",
  // Wider words take more of the bar, so the chosen one's check mark never squeezes it.
  flex: "1 1 auto",
  whiteSpace: "nowrap",
  minWidth: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  minHeight: "40px",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontWeight: 600,
  textAlign: "center",
  cursor: "pointer",
  userSelect: "none",
  selectors: {
    "&:has(:checked)": { background: vars.color.primary, color: vars.color.onPrimary },
    "&:has(:checked)::before": chosenMark,
    "&:has(:focus-visible)": focusRing,
  },
});
globalStyle(`${segment} input`, hiddenInput);

/** A setting's row: its name and one-line explanation, the switch at the end. */
export const toggleList = style({ display: "flex", flexDirection: "column" });
export const toggleRow = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  minHeight: "56px",
  padding: `${vars.space.sm} 0`,
  cursor: "pointer",
  selectors: { [`${toggleList} > &:not(:first-child)`]: { borderTop: `1px solid ${vars.color.border}` } },
});
export const toggleText = style({ display: "flex", flexDirection: "column", gap: "2px", minWidth: 0 });
export const toggleLabel = style({ fontWeight: 600 });
export const toggleDescription = style({ color: vars.color.muted, fontSize: "0.9375rem" });
/**
 * The checkbox itself drawn as a switch: off is a hollow track with the knob on the left, on a
 * filled track with the knob on the right.
 */
export const toggle = style({
  appearance: "none",
  flex: "none",
  margin: 0,
  width: "52px",
  height: "32px",
  borderRadius: "999px",
  border: `2px solid ${vars.color.muted}`,
  backgroundColor: vars.color.surface,
  backgroundImage: `radial-gradient(circle at 14px 50%, ${vars.color.muted} 9px, transparent 10px)`,
  cursor: "pointer",
  transition: "background-color 120ms",
  selectors: {
    "&:checked": {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primary,
      backgroundImage: `radial-gradient(circle at calc(100% - 14px) 50%, ${vars.color.onPrimary} 10px, transparent 11px)`,
    },
    "&:focus-visible": focusRing,
    "&:disabled": { opacity: 0.6, cursor: "default" },
  },
  "@media": {
    "(forced-colors: active)": { appearance: "auto", width: "24px", height: "24px" },
    "(prefers-reduced-motion: reduce)": { transition: "none" },
  },
});

/** The age range: the values read out above, two handles on one track. */
export const rangeHead = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space.sm,
});
export const rangeValue = style({ fontWeight: 700, fontVariantNumeric: "tabular-nums" });
export const steppers = style({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: vars.space.sm });
export const stepper = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });
// A usable length even where the range sits beside buttons (the match finder's question).
export const slider = style({ position: "relative", height: "44px", minWidth: "14rem" });
/** The stretch between the handles, filled; the track's ends are set from the handles' values. */
export const sliderTrack = style({
  position: "absolute",
  left: "14px",
  right: "14px",
  top: "50%",
  height: "6px",
  marginTop: "-3px",
  borderRadius: "999px",
  background: vars.color.border,
  overflow: "hidden",
});
export const sliderFill = style({ position: "absolute", top: 0, bottom: 0, background: vars.color.primary });
const thumb = {
  boxSizing: "border-box",
  pointerEvents: "auto",
  appearance: "none",
  width: "28px",
  height: "28px",
  borderRadius: "50%",
  border: `3px solid ${vars.color.primary}`,
  background: vars.color.surface,
  cursor: "grab",
} as const;
/** Both handles are native range inputs laid on one track; only their knobs take the pointer. */
export const sliderInput = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  margin: 0,
  appearance: "none",
  background: "transparent",
  pointerEvents: "none",
  selectors: {
    // WebKit lays the knob at the top of its track: the track is the slider's height, the knob
    // moved down to its middle ((44 - 28) / 2). Firefox centres it by itself.
    "&::-webkit-slider-thumb": { ...thumb, marginTop: "8px" },
    "&::-moz-range-thumb": thumb,
    "&::-webkit-slider-runnable-track": { background: "transparent", height: "44px" },
    "&::-moz-range-track": { background: "transparent" },
    "&:focus-visible": { outline: "none" },
    "&:focus-visible::-webkit-slider-thumb": { boxShadow: `0 0 0 3px ${vars.color.secondary}` },
    "&:focus-visible::-moz-range-thumb": { boxShadow: `0 0 0 3px ${vars.color.secondary}` },
  },
});
