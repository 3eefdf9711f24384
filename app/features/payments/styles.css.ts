import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { autoFillGrid, mq, TOAST_MAX_WIDTH } from "~/styles/layout";
import { vars } from "~/styles/theme.css";

/** The credits, premium, pricing and checkout pages: a column as wide as the four packages need. */
export const page = style({ display: "grid", gap: vars.space.lg, maxWidth: "1040px", margin: "0 auto", width: "100%" });
export const header = style({ display: "grid", gap: vars.space.sm });
export const title = style({ margin: 0 });
export const lead = style({ margin: 0, color: vars.color.muted, fontSize: "1.05rem" });
export const claim = style({ margin: 0, fontWeight: 700, fontSize: "1.15rem", color: vars.color.text });

/** The four packages: one column on phones, two on tablets, four from laptops up. */
export const packages = style({
  display: "grid",
  gap: vars.space.md,
  padding: 0,
  margin: 0,
  listStyle: "none",
  gridTemplateColumns: "1fr",
  "@media": {
    [mq("sm")]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [mq("lg")]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  },
});
const surface = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
};
/**
 * A package's card: its rows (ribbon, name, credits on a tier, price, button) are the list's own
 * rows (subgrid), so the price and the button of every card in a row line up whatever the ribbon
 * or a name that wraps adds to one of them.
 */
export const packageCard = style({
  ...surface,
  position: "relative",
  display: "grid",
  gridTemplateRows: "subgrid",
  gridRow: "span 4",
  rowGap: vars.space.sm,
  overflow: "hidden",
});
/** A premium tier has one row more: its credits under its name. */
export const tierCard = style({ gridRow: "span 5" });
/** The popular package stands out by its border, not by colour alone: it also carries the ribbon's text. */
export const popular = style({ borderColor: vars.color.primary, borderWidth: "3px" });
export const ribbon = style({
  justifySelf: "start",
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: vars.radius.pill,
  padding: `2px ${vars.space.md}`,
  fontWeight: 700,
  fontSize: "0.85rem",
  textTransform: "uppercase",
  letterSpacing: "0.04em",
});
export const tier = style({ margin: 0, fontSize: "1.2rem" });
export const credits = style({ margin: 0, fontSize: "1.6rem", fontWeight: 800 });
export const price = style({
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: vars.space.sm,
});
export const newPrice = style({ fontSize: "1.35rem", fontWeight: 700, textDecoration: "none" });
export const oldPrice = style({ color: vars.color.muted, textDecoration: "line-through" });
export const perCredit = style({ margin: 0, color: vars.color.muted, fontSize: "0.9rem" });
export const benefits = style({ margin: 0, paddingLeft: "1.2rem", display: "grid", gap: vars.space.xs });

/** The country and discount code forms side by side where there is room. */
export const choices = style({ ...autoFillGrid("16rem", vars.space.md), alignItems: "end" });
export const inlineForm = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.sm });
globalStyle(`${inlineForm} > div`, { flex: "1 1 10rem" });
export const note = style({ ...surface, margin: 0 });
export const discountNote = style({ margin: 0, fontWeight: 600, color: vars.color.text });

/** Payment methods and banks: tiles with the logo and the name. */
export const methods = style({ ...autoFillGrid("11rem", vars.space.sm), padding: 0, margin: 0, listStyle: "none" });
export const methodTile = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  width: "100%",
  minHeight: "56px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontWeight: 600,
  textAlign: "start",
  textDecoration: "none",
  cursor: "pointer",
  ":hover": { borderColor: vars.color.primary },
  ":focus-visible": { outline: `3px solid ${vars.color.primary}`, outlineOffset: "2px" },
});
export const logo = style({ flex: "0 0 auto", width: "48px", height: "32px" });
export const fee = style({ marginInlineStart: "auto", fontWeight: 400, color: vars.color.muted, fontSize: "0.85rem" });
export const bankChoice = style({ display: "flex", alignItems: "center", gap: vars.space.sm });

export const summary = style({ ...surface, display: "grid", gap: vars.space.xs, margin: 0 });
export const summaryRow = style({ display: "flex", justifyContent: "space-between", gap: vars.space.md, margin: 0 });
export const total = style([
  summaryRow,
  { fontWeight: 700, borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.xs },
]);

/** The states of a payment after the provider. */
export const state = style({ ...surface, display: "grid", gap: vars.space.md, justifyItems: "start" });
export const stateTitle = style({ margin: 0 });
export const alert = style([state, { borderColor: vars.color.danger, borderWidth: "2px" }]);
const spin = keyframes({ to: { transform: "rotate(360deg)" } });
export const spinner = style({
  width: "2rem",
  height: "2rem",
  borderRadius: "50%",
  border: `4px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  "@media": {
    "(prefers-reduced-motion: no-preference)": { animation: `${spin} 1s linear infinite` },
  },
});
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

/** The toast of a completed payment (docs/product.md#themes-and-layout-constants: 350 px at most). */
export const toast = style({
  position: "fixed",
  insetInlineEnd: vars.space.md,
  bottom: "5rem",
  zIndex: 20,
  maxWidth: `min(${TOAST_MAX_WIDTH}px, calc(100vw - 2rem))`,
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dark,
  color: vars.color.onDark,
  boxShadow: "0 10px 30px rgba(0, 0, 0, 0.25)",
  "@media": { [mq("md")]: { bottom: vars.space.lg } },
});
export const toastClose = style({
  minWidth: "44px",
  minHeight: "44px",
  border: 0,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  fontSize: "1.25rem",
  cursor: "pointer",
});
