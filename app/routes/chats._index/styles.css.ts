import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const choose = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  textAlign: "center",
  minHeight: "50vh",
  padding: vars.space.xl,
  gap: vars.space.xs,
});
export const title = style({ fontFamily: vars.font.heading, margin: 0 });
