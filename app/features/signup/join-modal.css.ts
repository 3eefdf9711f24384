import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const form = style({ display: "grid", gap: vars.space.md });
export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: "1.35rem" });
export const submit = style({ width: "100%", minHeight: "52px", fontSize: "1.1rem" });
export const fine = style({ margin: 0, textAlign: "center", fontSize: "0.9rem" });
export const loading = style({ margin: 0, minHeight: "10rem", display: "grid", placeItems: "center" });
