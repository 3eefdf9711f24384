import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const summary = style({ margin: 0, fontWeight: 600, fontSize: "1.125rem" });
export const note = style({ margin: 0 });
export const secondary = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, marginTop: vars.space.md });
export const inline = style({ margin: 0 });
export const sent = style({ margin: 0, fontWeight: 600 });
