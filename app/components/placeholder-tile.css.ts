import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/**
 * The tile of a member without a photo, drawn from the niche's tokens: its tile gradient with its
 * pattern on top, initials in its heading face. The caller's class gives size and shape.
 */
export const tile = style({
  display: "grid",
  placeItems: "center",
  background: `${vars.imagery.tilePattern}, linear-gradient(145deg, ${vars.color.tileFrom}, ${vars.color.tileTo})`,
  color: vars.color.onTile,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  letterSpacing: "0.02em",
  lineHeight: 1,
  textShadow: "0 1px 2px rgba(0, 0, 0, 0.25)",
  boxShadow: "inset 0 0 0 1px rgba(255, 255, 255, 0.12)",
  userSelect: "none",
});
