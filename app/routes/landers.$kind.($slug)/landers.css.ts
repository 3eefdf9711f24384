import { globalStyle, keyframes, style } from "@vanilla-extract/css";

// Delays are classes, not style attributes: the CSP allows no inline style.
import { mq } from "~/styles/layout";
import { vars } from "~/styles/theme.css";
import { photoFoot } from "~/features/landing/faces.css";

export const sectionTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: "1.35rem" });
export const section = style({ display: "grid", gap: vars.space.md });
const REDUCED = "(prefers-reduced-motion: reduce)";

/* alone tonight: the online badge breathes (still with reduced motion) */
const pulse = keyframes({ "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.45 } });
export const urgent = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dark,
  color: vars.color.onDark,
  fontWeight: 600,
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
});
export const pulseDot = style({
  flex: "none",
  width: "0.75rem",
  height: "0.75rem",
  borderRadius: "50%",
  background: "#3ddc84",
  animation: `${pulse} 1.6s ease-in-out infinite`,
  "@media": { [REDUCED]: { animation: "none" } },
});

/* collage: one large photo and smaller ones around it, no gaps */
export const collage = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "4px",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  gridTemplateRows: "repeat(4, minmax(0, 1fr))",
  aspectRatio: "3 / 4",
  "@media": {
    [mq("md")]: {
      gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
      gridTemplateRows: "repeat(3, minmax(0, 1fr))",
      aspectRatio: "4 / 3",
    },
  },
});
export const collageTile = style({
  position: "relative",
  minHeight: 0,
  overflow: "hidden",
  background: vars.color.dark,
});
export const collageLarge = style({ gridColumn: "span 2", gridRow: "span 2" });
export const collageTall = style({ gridRow: "span 2" });
export const collagePhoto = style({ width: "100%", height: "100%", objectFit: "cover", display: "block" });
export const collageName = style({
  position: "absolute",
  left: "4px",
  bottom: "4px",
  padding: "0.1em 0.5em",
  borderRadius: vars.radius.sm,
  background: "rgba(0,0,0,0.7)",
  color: "#fff",
  fontSize: "0.8rem",
  fontWeight: 600,
});

/* gallery: each card shows how many more photos a member has, blurred */
export const more = style({
  position: "absolute",
  top: vars.space.xs,
  right: vars.space.xs,
  display: "flex",
  alignItems: "center",
  gap: "4px",
});
export const blurred = style({
  width: "2.25rem",
  height: "2.25rem",
  borderRadius: vars.radius.sm,
  objectFit: "cover",
  filter: "blur(6px)",
  border: "2px solid #fff",
  overflow: "hidden",
});
export const moreCount = style({
  padding: "0.15em 0.5em",
  borderRadius: vars.radius.pill,
  background: "rgba(0,0,0,0.75)",
  color: "#fff",
  fontSize: "0.8rem",
  fontWeight: 700,
});

/* icons: interest tiles as the hook */
export const interests = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@media": { [mq("sm")]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});
export const interest = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  textAlign: "center",
});
export const interestIcon = style({ width: "2.25rem", height: "2.25rem", color: vars.color.primary });
export const interestLabel = style({ fontWeight: 700 });
export const interestCount = style({ color: vars.color.muted, fontSize: "0.875rem" });
export const faceIcons = style({
  position: "absolute",
  top: vars.space.xs,
  right: vars.space.xs,
  display: "flex",
  gap: "4px",
});
export const faceIcon = style({
  width: "1.9rem",
  height: "1.9rem",
  padding: "0.3rem",
  borderRadius: "50%",
  background: "rgba(255,255,255,0.92)",
  color: "#222",
  boxSizing: "border-box",
});

/* map */
export const mapBox = style({
  position: "relative",
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  padding: vars.space.sm,
});
export const mapSvg = style({ display: "block", width: "100%", height: "auto", maxHeight: "70vh" });
export const mapLand = style({
  fill: `color-mix(in srgb, ${vars.color.primary} 14%, ${vars.color.surface})`,
  stroke: vars.color.primary,
  strokeWidth: 1.5,
});
export const credit = style({ margin: 0, fontSize: "0.75rem", color: vars.color.muted, textAlign: "right" });
export const mapPin = style({
  fill: vars.color.primary,
  stroke: vars.color.surface,
  strokeWidth: 2,
  fillOpacity: 0.85,
});
export { chips as places, chip as placeChip } from "~/features/landing/faces.css";

/* social network: a feed */
export const feed = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  maxWidth: "36rem",
});
export const post = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `${vars.border.width} solid ${vars.color.border}`,
  overflow: "hidden",
});
export const postHead = style({ display: "flex", alignItems: "center", gap: vars.space.sm, padding: vars.space.sm });
export const avatar = style({
  width: "2.75rem",
  height: "2.75rem",
  borderRadius: "50%",
  objectFit: "cover",
  flex: "none",
});
export const postWho = style({ display: "grid", lineHeight: 1.3 });
export const postTime = style({ color: vars.color.muted, fontSize: "0.85rem" });
export const postPhoto = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "4 / 3",
  objectFit: "cover",
});
export const postActions = style({ display: "flex", gap: vars.space.sm, padding: vars.space.sm });

/* transitions video: photos cross-fade and drift, one after another */
const SLIDES = 6;
const SLIDE_SECONDS = 3;
const fade = keyframes({
  "0%": { opacity: 0, transform: "scale(1.08)" },
  "4%": { opacity: 1 },
  [`${100 / SLIDES}%`]: { opacity: 1 },
  [`${100 / SLIDES + 4}%`]: { opacity: 0, transform: "scale(1)" },
  "100%": { opacity: 0 },
});
export const slideshow = style({
  position: "relative",
  margin: 0,
  aspectRatio: "4 / 5",
  maxHeight: "75vh",
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  background: vars.color.dark,
  "@media": { [mq("md")]: { aspectRatio: "16 / 10" } },
});
export const slide = style({
  position: "absolute",
  inset: 0,
  opacity: 0,
  animation: `${fade} ${SLIDES * SLIDE_SECONDS}s linear infinite`,
  "@media": { [REDUCED]: { animation: "none" } },
});
globalStyle(`${slide}:first-child`, { opacity: 1 });
export const slidePhoto = style({ width: "100%", height: "100%", objectFit: "cover", display: "block" });
export const slideCaption = style([photoFoot, { fontSize: "1.25rem", fontWeight: 700 }]);
/** With reduced motion the show is a still grid of the same photos, every caption readable. */
export const stillGrid = style({ display: "none", "@media": { [REDUCED]: { display: "block" } } });
export const moving = style({ "@media": { [REDUCED]: { display: "none" } } });
export const slideDelay = Array.from({ length: SLIDES }, (_, i) => style({ animationDelay: `${i * SLIDE_SECONDS}s` }));
export const SLIDE_COUNT = SLIDES;

/* video: a story reel with progress bars, each photo slowly zooming */
const REEL_SECONDS = 4;
/** A bar fills during its photo's share of the cycle and stays full after it. */
const grow = keyframes({
  "0%": { transform: "scaleX(0)" },
  [`${100 / SLIDES}%`]: { transform: "scaleX(1)" },
  "100%": { transform: "scaleX(1)" },
});
const show = keyframes({
  "0%": { opacity: 1, transform: "scale(1)" },
  [`${100 / SLIDES - 0.5}%`]: { opacity: 1, transform: "scale(1.12)" },
  [`${100 / SLIDES}%`]: { opacity: 0 },
  "100%": { opacity: 0 },
});
export const reel = style({
  position: "relative",
  margin: "0 auto",
  width: "100%",
  maxWidth: "24rem",
  aspectRatio: "9 / 14",
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  background: vars.color.dark,
  boxShadow: vars.shadow.lg,
});
export const reelBars = style({
  position: "absolute",
  zIndex: 2,
  top: "8px",
  insetInline: "8px",
  display: "flex",
  gap: "4px",
});
export const reelBar = style({
  flex: 1,
  height: "3px",
  borderRadius: "2px",
  background: "rgba(255,255,255,0.4)",
  overflow: "hidden",
});
export const reelFill = style({
  display: "block",
  height: "100%",
  background: "#fff",
  transformOrigin: "left",
  transform: "scaleX(0)",
  animation: `${grow} ${SLIDES * REEL_SECONDS}s linear infinite`,
  "@media": { [REDUCED]: { animation: "none", transform: "scaleX(1)" } },
});
export const reelFrame = style({
  position: "absolute",
  inset: 0,
  opacity: 0,
  animation: `${show} ${SLIDES * REEL_SECONDS}s linear infinite`,
  "@media": { [REDUCED]: { animation: "none" } },
});
globalStyle(`${reelFrame}:first-of-type`, { opacity: 1 });
export const reelDelay = Array.from({ length: SLIDES }, (_, i) => style({ animationDelay: `${i * REEL_SECONDS}s` }));
export const reelCaption = slideCaption;

/** Each moving show's parts, as MovingShow (lander-frame.tsx) takes them. */
export const slideshowLook = { show: slideshow, frame: slide, caption: slideCaption, delays: slideDelay };
export const reelLook = { show: reel, frame: reelFrame, caption: reelCaption, delays: reelDelay };
