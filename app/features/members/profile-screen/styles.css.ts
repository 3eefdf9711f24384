import { style } from "@vanilla-extract/css";
import { panel } from "~/components/panel.css";
import { vars } from "~/styles/theme.css";
import { autoFillGrid } from "~/styles/layout";

export { panels as page, panel as card } from "~/components/panel.css";
export const header = style([
  panel,
  {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "flex-end",
    gap: vars.space.lg,
  },
]);
const square = {
  width: "min(320px, 100%)",
  height: "auto",
  aspectRatio: "1",
  borderRadius: vars.radius.lg,
} as const;
export const mainPhoto = style({ ...square, objectFit: "cover", background: vars.color.background });
/** The placeholder tile (app/components/placeholder-tile) in the photo's square. */
export const noPhoto = style({ ...square, fontSize: "6rem" });
/** Beside the photo where there is room for it (its actions wrap), under it on a phone. */
export const headline = style({
  flex: "1 1 18rem",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minWidth: 0,
});
export const name = style({ margin: 0, fontFamily: vars.font.heading, overflowWrap: "anywhere" });
export const place = style({ margin: 0, color: vars.color.text });
export const heading = style({ marginTop: 0, fontFamily: vars.font.heading });
export const photos = style({ listStyle: "none", margin: 0, padding: 0, ...autoFillGrid("120px", vars.space.md) });
export const thumb = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "1",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  background: vars.color.background,
});
/** The photo strip: one photo per view, swiped or scrolled; its height is known before loading. */
export const gallery = style({ width: "min(420px, 100%)", display: "grid", gap: vars.space.xs });
export const strip = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  borderRadius: vars.radius.lg,
  aspectRatio: "1",
  background: vars.color.dark,
  ":focus-visible": { outline: `3px solid ${vars.color.primary}`, outlineOffset: "2px" },
});
export const slide = style({ flex: "0 0 100%", scrollSnapAlign: "center", aspectRatio: "1" });
export const slidePhoto = style({ display: "block", width: "100%", height: "100%", objectFit: "cover" });
export const locked = style({
  height: "100%",
  display: "grid",
  placeContent: "center",
  gap: vars.space.md,
  padding: vars.space.lg,
  textAlign: "center",
  color: vars.color.onDark,
  background: `linear-gradient(135deg, ${vars.color.dark}, ${vars.color.primary})`,
});
export const lockedAction = style({
  color: vars.color.onDark,
  fontWeight: 700,
  textDecoration: "underline",
});
export const swipeHint = style({ margin: 0, fontSize: "0.875rem", color: vars.color.muted, textAlign: "center" });
export const online = style({ margin: 0, color: vars.color.text, fontWeight: 600 });
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
export const inline = style({ display: "contents" });
export const note = style({ margin: 0, flexBasis: "100%", color: vars.color.text });
export const matchNote = style({ margin: 0, flexBasis: "100%", fontWeight: 700, color: vars.color.text });
export const error = style({ flexBasis: "100%", color: vars.color.danger, fontWeight: 600 });
export const report = style({ color: vars.color.text, fontSize: "0.875rem" });
export const giftMenu = style({ position: "relative" });
export const giftList = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  marginTop: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  maxWidth: "360px",
});
/** The member's own words keep their line breaks; a long word wraps instead of widening the card. */
export const notes = style({ whiteSpace: "pre-line", overflowWrap: "anywhere", marginTop: 0 });
