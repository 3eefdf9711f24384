import { style } from "@vanilla-extract/css";
import { containers, mq } from "~/styles/layout";
import { vars } from "~/styles/theme.css";

export const page = style({
  width: "100%",
  maxWidth: `${containers.xl}px`,
  margin: "0 auto",
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  boxSizing: "border-box",
  display: "grid",
  gap: vars.space.lg,
});

/** Phone: headline, the page's picture, the signup, the rest. Wide: the signup beside them, held in view. */
export const top = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { [mq("lg")]: { gridTemplateColumns: "minmax(0, 1fr) 24rem", gap: vars.space.xl } },
});
export const main = style({ display: "grid", gap: vars.space.md, minWidth: 0 });
export const aside = style({
  display: "grid",
  justifyItems: "center",
  "@media": { [mq("lg")]: { position: "sticky", top: vars.space.md, gridColumn: 2, gridRow: "1 / span 2" } },
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.primary,
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  fontSize: "0.85rem",
});
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  fontSize: "clamp(1.75rem, 6vw, 3rem)",
  lineHeight: 1.1,
});
export const lead = style({ margin: 0, fontSize: "1.1rem", color: vars.color.muted, maxWidth: "40rem" });
export const proof = style({
  margin: 0,
  display: "inline-flex",
  alignItems: "center",
  gap: "0.5em",
  fontWeight: 600,
  "::before": {
    content: '""',
    width: "0.6em",
    height: "0.6em",
    borderRadius: "50%",
    background: vars.color.success,
    boxShadow: `0 0 0 4px color-mix(in srgb, ${vars.color.success} 30%, transparent)`,
  },
});

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
  display: "grid",
  gap: vars.space.xs,
  fontSize: "0.85rem",
  color: vars.color.muted,
});
export const links = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.md}`,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const link = style({ color: vars.color.text, display: "inline-block", padding: "0.6rem 0" });
export const fine = style({ margin: 0 });
