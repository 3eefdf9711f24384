import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { PROGRESS_DURATION_MS } from "./progress-timing";

const base = style({
  position: "fixed",
  top: 0,
  left: 0,
  height: "3px",
  zIndex: 100,
  background: vars.color.secondary,
  transitionProperty: "width, opacity",
  transitionTimingFunction: "ease-out",
  pointerEvents: "none",
});

export const bar = styleVariants({
  hidden: [base, { width: 0, opacity: 0, transitionDuration: "0ms" }],
  // Creeps towards 90 % over the duration; the last 10 % come when the page is there.
  running: [base, { width: "90%", opacity: 1, transitionDuration: `${PROGRESS_DURATION_MS}ms` }],
  done: [base, { width: "100%", opacity: 0, transitionDuration: "300ms" }],
});
