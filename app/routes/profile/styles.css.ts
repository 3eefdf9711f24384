import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { autoFillGrid } from "~/styles/layout";

export { panels as page, panel as card } from "~/components/panel.css";
export const grid = style(autoFillGrid("200px", vars.space.md));
export const fieldset = style({ border: "none", margin: 0, padding: 0, minWidth: 0 });
export const legend = style({ fontWeight: 600, marginBottom: vars.space.sm, padding: 0 });
export { chips as interests, chip as interest } from "~/components/chip.css";
export const icon = style({ fontSize: "1.25rem", lineHeight: 1 });
export const photos = style({ listStyle: "none", margin: 0, padding: 0, ...autoFillGrid("150px", vars.space.md) });
export const photo = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });
export const thumb = style({
  width: "100%",
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
