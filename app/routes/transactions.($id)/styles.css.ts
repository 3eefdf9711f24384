import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const page = style({ maxWidth: "960px", margin: "0 auto", display: "grid", gap: vars.space.lg });
export const title = style({ margin: 0 });
/** A wide table scrolls sideways on a phone, in a region the keyboard can scroll too. */
export const scroller = style({ overflowX: "auto" });
export const table = style({ width: "100%", borderCollapse: "collapse", background: vars.color.surface });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "start",
  whiteSpace: "nowrap",
});
export const amount = style({ textAlign: "end", fontVariantNumeric: "tabular-nums" });
globalStyle(`${table} th${amount}, ${table} td${amount}`, { textAlign: "end" });
export const empty = style({ margin: 0 });

export const receipt = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: "grid",
  gap: vars.space.lg,
  maxWidth: "720px",
  width: "100%",
  margin: "0 auto",
});
export const seller = style({ fontStyle: "normal", display: "grid", gap: vars.space.xs });
export const sellerName = style({ fontWeight: 700, fontSize: "1.125rem" });
export const details = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  rowGap: vars.space.xs,
  margin: 0,
});
globalStyle(`${details} dd`, {
  margin: 0,
  paddingInlineStart: vars.space.md,
  textAlign: "end",
  fontVariantNumeric: "tabular-nums",
});
export const total = style({ fontWeight: 700, borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.xs });
export const note = style({ margin: 0 });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

// Printed, a receipt is the receipt alone: no site chrome, banners or buttons, black on white.
globalStyle(`body:has(${receipt}) :is(header, footer, nav, aside, [data-print="hide"])`, {
  "@media": { print: { display: "none" } },
});
globalStyle(`body:has(${receipt})`, { "@media": { print: { background: "#fff", color: "#000" } } });
globalStyle(`${receipt}`, { "@media": { print: { border: "none", padding: 0, background: "#fff", color: "#000" } } });
