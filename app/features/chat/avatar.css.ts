import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const avatar = style({ borderRadius: vars.radius.pill, objectFit: "cover", flexShrink: 0 });
export const initial = style([
  avatar,
  { display: "grid", placeItems: "center", background: vars.color.dark, color: vars.color.onDark, fontWeight: 700 },
]);
