import { style } from "@vanilla-extract/css";
import { mq } from "~/styles/layout";
import { vars } from "~/styles/theme.css";

export const profile = style({
  display: "grid",
  gap: vars.space.md,
  "@media": { [mq("md")]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)", alignItems: "start" } },
});
export const hero = style({
  position: "relative",
  margin: 0,
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  aspectRatio: "3 / 4",
  background: vars.color.dark,
  boxShadow: vars.shadow.md,
});
export const photo = style({ display: "block", width: "100%", height: "100%", objectFit: "cover" });
export const about = style({ display: "grid", gap: vars.space.sm, alignContent: "start" });
export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: "1.25rem" });
export const text = style({ margin: 0, fontSize: "1.05rem", whiteSpace: "pre-line" });
export { chip, chips } from "./faces.css";

/* landing2: a conversation's first message */
export const chat = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  maxWidth: "32rem",
});
export const chatHead = style({ display: "flex", alignItems: "center", gap: vars.space.sm });
export const avatar = style({
  width: "3.5rem",
  height: "3.5rem",
  borderRadius: "50%",
  objectFit: "cover",
  flex: "none",
});
export const who = style({ display: "grid", lineHeight: 1.3 });
export const status = style({ color: vars.color.muted, fontSize: "0.9rem" });
export const bubble = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} ${vars.radius.lg} 4px`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: "1.05rem",
  justifySelf: "start",
  maxWidth: "90%",
});

/* landing3: the photos */
export const photos = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.xs,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
});
export const first = style({ gridColumn: "1 / -1" });
export const tile = style({
  position: "relative",
  borderRadius: vars.radius.md,
  overflow: "hidden",
  aspectRatio: "3 / 4",
  background: vars.color.dark,
});
export const lockedPhoto = style([photo, { filter: "blur(14px)", transform: "scale(1.1)" }]);
export const lockedText = style({
  position: "absolute",
  inset: 0,
  display: "grid",
  placeItems: "center",
  padding: vars.space.sm,
  textAlign: "center",
  color: "#fff",
  fontWeight: 700,
  background: "rgba(0,0,0,0.45)",
});
