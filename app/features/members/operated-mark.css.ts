import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** On a card's photo, in the corner the online badge and the "New" marker leave free. */
export const badge = style({
  position: "absolute",
  bottom: vars.space.sm,
  right: vars.space.sm,
  display: "inline-grid",
  placeItems: "center",
  width: "28px",
  height: "28px",
  borderRadius: vars.radius.pill,
  background: "rgba(0, 0, 0, 0.72)",
  color: "#fff",
});
/** After a name (a chat row, the conversation's top bar). */
export const inline = style({
  display: "inline-flex",
  verticalAlign: "-0.15em",
  marginInlineStart: "0.3em",
  color: vars.color.muted,
});
/** The warning in words, with the mark in front: under a profile's name, a conversation, a list. */
export const note = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.xs,
  margin: 0,
  fontSize: "0.875rem",
  color: vars.color.muted,
});
export const noteIcon = style({ flexShrink: 0, marginTop: "0.05em" });
