import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const pop = keyframes({
  "0%": { transform: "scale(0.6)", opacity: 0 },
  "70%": { transform: "scale(1.08)", opacity: 1 },
  "100%": { transform: "scale(1)" },
});
const beat = keyframes({ "0%, 100%": { transform: "scale(1)" }, "50%": { transform: "scale(1.06)" } });

export const popup = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space.md,
  animation: `${pop} 0.45s ease-out`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: "2rem",
  color: vars.color.text,
  animation: `${beat} 1.2s ease-in-out 0.5s 2`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});
export const photoLink = style({ borderRadius: "50%", display: "block" });
export const photo = style({
  display: "block",
  width: "160px",
  height: "160px",
  borderRadius: "50%",
  objectFit: "cover",
  border: `4px solid ${vars.color.primary}`,
});
export const initial = style({ width: "160px", height: "160px", borderRadius: "50%", fontSize: "3.5rem" });
