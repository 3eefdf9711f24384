import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { autoFillGrid, containers, mq } from "~/styles/layout";

export { panels as editor, panel as card } from "~/components/panel.css";

/** The sections, and beside them on wide screens the preview, which stays in view while scrolling. */
export const page = style({
  display: "grid",
  // One column no wider than the screen: an implicit column grows to its widest row of chips.
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  maxWidth: "860px",
  margin: "0 auto",
  "@media": {
    [mq("lg")]: { maxWidth: `${containers.xl}px`, gridTemplateColumns: "minmax(0, 1fr) 340px", alignItems: "start" },
  },
});
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  "@media": { [mq("lg")]: { gridColumn: "1 / -1" } },
});
/** Beside the sections it stays in view while they scroll; on phones it follows them. */
export const preview = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  "@media": { [mq("lg")]: { position: "sticky", top: vars.space.lg } },
});
/** The initial where the profile screen has no photo to show (its square; colours of the dark surface). */
export const previewInitial = style({
  display: "grid",
  placeItems: "center",
  fontFamily: vars.font.heading,
  background: vars.color.dark,
  color: vars.color.onDark,
});
export const previewName = style({ margin: 0, fontFamily: vars.font.heading, overflowWrap: "anywhere" });
export const previewNote = style({ margin: 0, fontSize: "0.875rem", color: vars.color.text });
export const previewPlace = style({ margin: 0, color: vars.color.text, overflowWrap: "anywhere" });

export const heading = style({ margin: `0 0 ${vars.space.md}`, fontFamily: vars.font.heading, fontSize: "1.25rem" });
export const grid = style(autoFillGrid("200px", vars.space.md));
export const choices = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });
export const fieldset = style({ border: "none", margin: `${vars.space.md} 0 0`, padding: 0, minWidth: 0 });
export const legend = style({ fontWeight: 600, marginBottom: vars.space.sm, padding: 0 });
export const icon = style({ fontSize: "1.25rem", lineHeight: 1 });
export const saveBar = style({ display: "flex", justifyContent: "flex-end" });

export const photos = style({ listStyle: "none", margin: 0, padding: 0, ...autoFillGrid("140px", vars.space.md) });
export const photo = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });
export const thumb = style({
  width: "100%",
  // The height attribute (known size before loading) would otherwise win over the square.
  height: "auto",
  aspectRatio: "1",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  background: vars.color.background,
});
export const mainBadge = style({
  fontWeight: 600,
  color: vars.color.text,
  minHeight: "44px",
  display: "flex",
  alignItems: "center",
});
export const status = style({ margin: 0, fontWeight: 600, color: vars.color.text });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
export const hint = style({ margin: 0, color: vars.color.text });
