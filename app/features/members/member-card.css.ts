import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { mq } from "~/styles/layout";

/** Cards in a grid: 2 columns on phones, 3 on tablets, 4 on laptops, 5 on wide screens. */
export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@media": {
    [mq("md")]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    [mq("lg")]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
    [mq("xl")]: { gridTemplateColumns: "repeat(5, minmax(0, 1fr))" },
  },
});

/** Under the grid: what the mark of an operated profile means. */
export const legend = style({ marginTop: vars.space.md });
/** Under the grid: what the partner tiles are. */
export const promoLegend = style({ margin: `${vars.space.sm} 0 0`, fontSize: "0.875rem", color: vars.color.muted });

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  height: "100%",
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `${vars.border.width} solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  overflow: "hidden",
  transition: "box-shadow 0.2s ease",
  ":hover": { boxShadow: vars.shadow.md },
});
/** The card's link covers photo and name; its focus ring is the card's. */
export const link = style({
  display: "flex",
  flexDirection: "column",
  flex: 1,
  color: vars.color.text,
  textDecoration: "none",
  borderRadius: vars.radius.lg,
  ":focus-visible": { outline: `3px solid ${vars.color.primary}`, outlineOffset: "-3px" },
});
globalStyle(`${link}:hover img`, { transform: "scale(1.03)" });

/** A square photo box whose size is known before the image arrives (no layout shift). */
export const photoBox = style({
  position: "relative",
  aspectRatio: "1",
  overflow: "hidden",
  background: vars.color.dark,
});
export const photo = style({
  display: "block",
  width: "100%",
  height: "100%",
  objectFit: "cover",
  transition: "transform 0.2s ease",
});
/** The placeholder tile (app/components/placeholder-tile) filling the photo box. */
export const initial = style({ width: "100%", height: "100%", fontSize: "3rem" });
export const body = style({ padding: vars.space.sm, display: "grid", gap: "2px" });
export const name = style({ margin: 0, fontSize: "1rem", fontWeight: 700, overflowWrap: "anywhere" });
export const place = style({ margin: 0, fontSize: "0.875rem", color: vars.color.muted, overflowWrap: "anywhere" });
export const online = style({
  position: "absolute",
  top: vars.space.sm,
  left: vars.space.sm,
  display: "inline-flex",
  alignItems: "center",
  gap: "4px",
  padding: "2px 8px",
  borderRadius: vars.radius.pill,
  background: "rgba(0, 0, 0, 0.72)",
  color: "#fff",
  fontSize: "0.75rem",
  fontWeight: 600,
  "::before": {
    content: '""',
    width: "8px",
    height: "8px",
    borderRadius: "50%",
    background: vars.color.success,
  },
});
export const marker = style({
  position: "absolute",
  top: vars.space.sm,
  right: vars.space.sm,
  padding: "2px 8px",
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: "0.75rem",
  fontWeight: 700,
});
