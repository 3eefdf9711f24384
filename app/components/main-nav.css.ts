import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { mq } from "~/styles/layout";
import { vars } from "~/styles/theme.css";
import { tapTarget } from "./tap-target.css";

export const nav = style({ display: "flex", alignItems: "center", gap: vars.space.sm });
export const list = style({
  display: "flex",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
  flexWrap: "wrap",
  "@media": { [mq("md")]: { gap: vars.space.sm } },
});
export const link = style([
  tapTarget,
  {
    display: "inline-flex",
    borderRadius: vars.radius.md,
    color: vars.color.text,
    fontWeight: 600,
    textDecoration: "none",
    selectors: {
      "&:hover": { background: vars.color.background },
      '&[aria-current="page"]': { color: vars.color.primary, boxShadow: `inset 0 -3px 0 ${vars.color.primary}` },
    },
  },
]);
export const premium = style([link, { color: vars.color.primary }]);

const badgeBase = style({
  minWidth: "1.4rem",
  height: "1.4rem",
  padding: "0 0.35rem",
  borderRadius: vars.radius.pill,
  fontSize: "0.75rem",
  fontWeight: 700,
  lineHeight: "1.4rem",
  textAlign: "center",
});
export const badge = styleVariants({
  unread: [badgeBase, { background: vars.color.unread, color: "#1a0a10" }],
  warning: [badgeBase, { background: vars.color.warning, color: "#ffffff" }],
  danger: [badgeBase, { background: vars.color.danger, color: "#ffffff" }],
});

export const menu = style({ position: "relative" });
export const summary = style([
  link,
  {
    cursor: "pointer",
    listStyle: "none",
    selectors: { "&::-webkit-details-marker": { display: "none" }, "&::after": { content: '"▾"', fontSize: "0.8em" } },
  },
]);
export const menuList = style({
  position: "absolute",
  right: 0,
  top: "calc(100% + 4px)",
  zIndex: 20,
  minWidth: "12rem",
  margin: 0,
  padding: vars.space.xs,
  listStyle: "none",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: "0 12px 30px rgba(0,0,0,0.15)",
});
export const menuItem = style([
  link,
  { width: "100%", border: 0, background: "transparent", font: "inherit", cursor: "pointer", textAlign: "left" },
]);

/** Phones: a tab bar fixed to the bottom (thumb reach, no header wrapping); tablets up: header links. */
export const tabBar = style({
  listStyle: "none",
  margin: 0,
  padding: `0 0 env(safe-area-inset-bottom)`,
  position: "fixed",
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 30,
  display: "grid",
  gridTemplateColumns: "repeat(4, 1fr)",
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: "0 -4px 16px rgba(0, 0, 0, 0.08)",
  "@media": {
    [mq("md")]: {
      position: "static",
      display: "flex",
      gap: vars.space.sm,
      padding: 0,
      background: "transparent",
      border: 0,
      boxShadow: "none",
    },
  },
});
export const tab = style([
  link,
  {
    position: "relative",
    flexDirection: "column",
    alignItems: "center",
    justifyContent: "center",
    gap: "2px",
    width: "100%",
    minHeight: "56px",
    padding: "0 2px",
    fontSize: "0.75rem",
    whiteSpace: "nowrap",
    borderRadius: 0,
    "@media": {
      [mq("md")]: {
        flexDirection: "row",
        gap: vars.space.xs,
        padding: `0 ${vars.space.sm}`,
        minHeight: "44px",
        fontSize: "1rem",
        borderRadius: vars.radius.md,
      },
    },
  },
]);
export const tabIcon = style({
  width: "24px",
  height: "24px",
  "@media": { [mq("md")]: { display: "none" } },
});
export const phoneOnly = style({ "@media": { [mq("md")]: { display: "none" } } });
globalStyle(`${tab} ${badge.unread}`, {
  "@media": { "screen and (max-width: 767.98px)": { position: "absolute", top: "4px", left: "calc(50% + 6px)" } },
});
/** Keeps the end of the page clear of the phone tab bar. */
export const tabBarSpace = style({
  height: "calc(64px + env(safe-area-inset-bottom))",
  "@media": { [mq("md")]: { display: "none" } },
});

/** Shown on phones only / from tablets up only (see ByWidth in main-nav.tsx). */
export const narrowOnly = style({ "@media": { [mq("md")]: { display: "none" } } });
export const wideOnly = style({ display: "none", "@media": { [mq("md")]: { display: "inline" } } });

/** The account menu's face on phones: the member's initial in a round badge. */
export const initial = style({
  display: "inline-grid",
  placeItems: "center",
  width: "32px",
  height: "32px",
  borderRadius: "50%",
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
  "@media": { [mq("md")]: { display: "none" } },
});
export const menuLanguages = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, padding: vars.space.xs });
