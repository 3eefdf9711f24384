import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/tokens.css";

export const footer = style({
  background: vars.color.dark,
  color: "#fbe9ec",
  padding: `${vars.space.lg} ${vars.space.md}`,
  textAlign: "center",
  fontSize: "0.9rem",
});
