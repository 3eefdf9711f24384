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
export const noPhoto = style({
  ...square,
  display: "grid",
  placeItems: "center",
  fontSize: "6rem",
  fontFamily: vars.font.heading,
  background: vars.color.dark,
  color: vars.color.onDark,
});
export const headline = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 });
export const name = style({ margin: 0, fontFamily: vars.font.heading, overflowWrap: "anywhere" });
export const place = style({ margin: 0, color: vars.color.text });
export const heading = style({ marginTop: 0, fontFamily: vars.font.heading });
export const subheading = style({ margin: `${vars.space.lg} 0 ${vars.space.sm}` });
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
export const details = style({ ...autoFillGrid("180px", vars.space.md), margin: 0 });
export const term = style({ fontWeight: 600 });
export const value = style({ margin: 0 });
export const interests = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});
export const interest = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
});
