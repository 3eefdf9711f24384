import { globalStyle, style } from "@vanilla-extract/css";
import { containers, mq } from "~/styles/layout";
import { vars } from "~/styles/theme.css";

/** Landing hero: a soft wash of the theme's primary and secondary colours behind the text. */
export const hero = style({
  position: "relative",
  overflow: "hidden",
  textAlign: "center",
  padding: `${vars.space.xl} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  isolation: "isolate",
  "::before": {
    content: '""',
    position: "absolute",
    inset: 0,
    zIndex: -1,
    background: `radial-gradient(circle at 15% 20%, ${vars.color.primary}, transparent 45%), radial-gradient(circle at 85% 80%, ${vars.color.secondary}, transparent 45%)`,
    opacity: 0.16,
  },
  "@media": { [mq("md")]: { padding: `calc(${vars.space.xl} * 2) ${vars.space.xl}` } },
});
export const inner = style({ maxWidth: `${containers.md}px`, margin: "0 auto" });
export const title = style({
  fontFamily: vars.font.heading,
  fontSize: "clamp(2rem, 6vw, 3.25rem)",
  lineHeight: 1.1,
  color: vars.color.text,
  margin: 0,
});
export const lead = style({
  fontSize: "1.15rem",
  color: vars.color.muted,
  margin: `${vars.space.md} 0 ${vars.space.lg}`,
});
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, justifyContent: "center" });

export const stepsTitle = style({
  fontFamily: vars.font.heading,
  fontSize: "1.5rem",
  textAlign: "center",
  color: vars.color.text,
  margin: `${vars.space.xl} 0 ${vars.space.lg}`,
});
export const steps = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  counterReset: "step",
  "@media": { [mq("md")]: { gridTemplateColumns: "repeat(3, 1fr)" } },
});
export const step = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
  alignItems: "start",
  alignContent: "start", // cards share a height; keep their rows at the top
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  "@media": { [mq("md")]: { gridTemplateColumns: "1fr", textAlign: "center", justifyItems: "center" } },
});
export const stepIcon = style({
  gridRow: "span 2",
  display: "grid",
  placeItems: "center",
  width: "48px",
  height: "48px",
  borderRadius: "50%",
  background: vars.color.primary,
  color: vars.color.onPrimary,
  "@media": { [mq("md")]: { gridRow: "auto" } },
});
globalStyle(`${stepIcon} svg`, { width: "24px", height: "24px" });
export const stepTitle = style({ margin: 0, fontSize: "1.1rem", color: vars.color.text });
export const stepText = style({ margin: 0, color: vars.color.muted });

export const promises = style({
  listStyle: "none",
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: `${vars.space.xl} 0 0`,
  padding: 0,
  color: vars.color.text,
  fontWeight: 600,
});
export const promise = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs });
globalStyle(`${promise} svg`, { width: "20px", height: "20px", color: vars.color.primary, flexShrink: 0 });

/** The members near the visitor under the signup: heading and grid. */
export const near = style({ display: "grid", gap: vars.space.sm });
