import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { mq } from "~/styles/layout";

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@media": {
    [mq("sm")]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    [mq("lg")]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: vars.space.md },
  },
});

export const card = style({
  position: "relative",
  margin: 0,
  borderRadius: vars.radius.md,
  overflow: "hidden",
  background: vars.color.dark,
  boxShadow: vars.shadow.sm,
  aspectRatio: "3 / 4",
});

/** The photo fills its frame; the frame's ratio is fixed, so nothing moves when it arrives. */
export const photo = style({ display: "block", width: "100%", height: "100%", objectFit: "cover" });

/** Name and place over a dark fade at the photo's foot: readable on any photo. */
export const caption = style({
  position: "absolute",
  insetInline: 0,
  bottom: 0,
  padding: `${vars.space.lg} ${vars.space.sm} ${vars.space.sm}`,
  background: "linear-gradient(to top, rgba(0,0,0,0.82), rgba(0,0,0,0.55) 60%, transparent)",
  color: "#fff",
  lineHeight: 1.25,
});
export const name = style({ display: "block", fontWeight: 700, fontSize: "1.05rem" });
export const place = style({
  display: "block",
  fontSize: "0.875rem",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const online = style({
  position: "absolute",
  top: vars.space.xs,
  left: vars.space.xs,
  display: "inline-flex",
  alignItems: "center",
  gap: "0.35em",
  padding: "0.15em 0.6em",
  borderRadius: vars.radius.pill,
  background: "rgba(0,0,0,0.72)",
  color: "#fff",
  fontSize: "0.8rem",
  fontWeight: 600,
  "::before": {
    content: '""',
    width: "0.55em",
    height: "0.55em",
    borderRadius: "50%",
    background: "#3ddc84",
  },
});

export const note = style({ margin: `${vars.space.xs} 0 0`, fontSize: "0.85rem", color: vars.color.muted });

/** A row of labels (cities, interests) that wraps. */
export const chips = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
});
export const chip = style({
  padding: "0.3em 0.8em",
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  fontSize: "0.9rem",
});
/** White text over a photo's foot, on a fade to black: readable on any photo. */
export const photoFoot = style({
  position: "absolute",
  insetInline: 0,
  bottom: 0,
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.md}`,
  background: "linear-gradient(to top, rgba(0,0,0,0.85), transparent)",
  color: "#fff",
});
