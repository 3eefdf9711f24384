import { globalStyle, style } from "@vanilla-extract/css";
import "../../themes/niche-themes.css";
import { containers, mq } from "./layout";
import { vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", { WebkitTextSizeAdjust: "100%" });
// `hidden` hides, whatever display a component's class gives the element.
globalStyle("[hidden]", { display: "none !important" });
globalStyle("a", { color: vars.color.primary });
globalStyle("h1, h2, h3", {
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  textTransform: vars.font.headingCase,
  letterSpacing: vars.font.headingTracking,
  // A heading face with one weight (DM Serif Display) stays itself, never a smeared fake bold.
  fontSynthesis: "none",
  lineHeight: 1.2,
});
globalStyle(":focus-visible", { outline: `3px solid ${vars.color.secondary}`, outlineOffset: "2px" });

export const body = style({
  margin: 0,
  fontFamily: vars.font.body,
  // The niche's size of running text.
  fontSize: vars.font.size,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.background,
});

export const page = style({ minHeight: "100vh", display: "flex", flexDirection: "column" });

/**
 * What stays at the bottom of the window (the cookie banner): it takes its own room at the end of
 * the page and sticks to the window's bottom while the page scrolls, so nothing above it moves
 * when it appears or goes and the page's end is never hidden under it. Above the phone's tab bar
 * (fixed, 64 px) where a member has one; below the entry warning (z-index 50), which covers it.
 */
export const bottomDock = style({ position: "sticky", bottom: 0, zIndex: 40 });
export const bottomDockAboveTabBar = style([
  bottomDock,
  { bottom: "calc(64px + env(safe-area-inset-bottom))", "@media": { [mq("md")]: { bottom: 0 } } },
]);

/** Layouts without the default page margins (chat, lander, empty). */
export const mainBare = style({ flex: 1, width: "100%" });

export const main = style({
  flex: 1,
  width: "100%",
  maxWidth: `${containers.xl}px`,
  margin: "0 auto",
  padding: `${vars.space.lg} ${vars.space.md}`,
  "@media": { [mq("md")]: { padding: `${vars.space.xl} ${vars.space.lg}` } },
});

/** Read by screen readers, not shown. */
globalStyle(".visually-hidden", {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});
