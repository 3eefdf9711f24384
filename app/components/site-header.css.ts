import { style } from "@vanilla-extract/css";
import { containers } from "~/styles/layout";
import { vars } from "~/styles/theme.css";

export const header = style({ background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}` });
export const inner = style({
  maxWidth: `${containers.xl}px`,
  margin: "0 auto",
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
});
/**
 * The site's name in the niche's heading face: the first sign of which site this is. It gives way
 * first on a narrow phone: it shortens with an ellipsis, never wraps.
 */
export const logo = style({
  flex: "0 1 auto",
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  fontFamily: vars.font.heading,
  fontWeight: 800,
  textTransform: vars.font.headingCase,
  letterSpacing: vars.font.headingTracking,
  fontSynthesis: "none",
  fontSize: "1.35rem",
  color: vars.color.text,
  textDecoration: "none",
});
export const account = style({ display: "flex", alignItems: "center", gap: vars.space.md, margin: 0 });
export const who = style({ color: vars.color.muted, fontSize: "0.95rem" });
export const actions = style({ display: "flex", alignItems: "center", gap: vars.space.sm, flexShrink: 0 });
/**
 * A visitor's header buttons (join, log in) take less room on a phone, so the header keeps one row
 * with the site's name and the language choice beside them.
 */
export const visitorButton = style({
  whiteSpace: "nowrap",
  "@media": { "screen and (max-width: 575.98px)": { paddingInline: vars.space.sm } },
});
