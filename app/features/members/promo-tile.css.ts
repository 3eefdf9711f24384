import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/**
 * A partner tile is a member card's size (a square picture over two short lines), so the grid stays
 * even, and nothing else of one: a dark card in a frame of the site's primary colour, its kind on a
 * band across the picture, no name and age in a member's bold.
 */
export const tile = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  height: "100%",
  background: vars.color.dark,
  color: vars.color.onDark,
  borderRadius: vars.radius.lg,
  border: `${vars.border.strong} solid ${vars.color.primary}`,
  boxShadow: vars.shadow.sm,
  overflow: "hidden",
});
/** The tile's one link covers picture and lines; its focus ring is the tile's. */
export const link = style({
  display: "flex",
  flexDirection: "column",
  flex: 1,
  color: "inherit",
  textDecoration: "none",
  ":focus-visible": { outline: `3px solid ${vars.color.onDark}`, outlineOffset: "-3px" },
});
globalStyle(`${link}:hover img`, { transform: "scale(1.03)" });

export const pictureBox = style({ position: "relative", aspectRatio: "1", overflow: "hidden" });
export const picture = style({
  display: "block",
  width: "100%",
  height: "100%",
  objectFit: "cover",
  transition: "transform 0.2s ease",
});
/** What the tile is, across the top of the picture, where a member card shows "online". */
export const kind = style({
  position: "absolute",
  insetInline: 0,
  top: 0,
  display: "flex",
  alignItems: "center",
  gap: "6px",
  padding: "4px 8px",
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: "0.75rem",
  fontWeight: 700,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
});
/** A live cam's band starts with a recording light. */
export const live = style({
  "::before": {
    content: '""',
    width: "8px",
    height: "8px",
    borderRadius: "50%",
    background: "currentColor",
    boxShadow: `0 0 0 2px ${vars.color.primary}`,
  },
});
export const body = style({ padding: vars.space.sm, display: "grid", gap: "2px" });
export const title = style({ fontSize: "0.875rem", overflowWrap: "anywhere" });
export const action = style({
  fontSize: "0.875rem",
  fontWeight: 700,
  textDecoration: "underline",
  textUnderlineOffset: "2px",
  overflowWrap: "anywhere",
});
