import { style, styleVariants } from "@vanilla-extract/css";
import { mq } from "~/styles/layout";
import { vars } from "~/styles/theme.css";
import { split, wide } from "./split.css";

export const screen = style({
  display: "flex",
  flexDirection: "column",
  maxWidth: "48rem",
  margin: "0 auto",
  width: "100%",
  gap: vars.space.sm,
  padding: vars.space.sm,
});
export const topBar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
// Back to the list, unless a wide screen shows the list beside the conversation already.
export const back = style({
  display: "inline-flex",
  "@media": { [wide]: { selectors: { [`${split} &`]: { display: "none" } } } },
});
export const partner = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  color: vars.color.text,
  flex: 1,
  minWidth: 0,
});
/** The operated-profile note: a line of its own under the top bar's row. */
export const operated = style({ flexBasis: "100%" });
export const partnerName = style({ margin: 0, fontSize: "1.1rem", overflowWrap: "anywhere" });
export const online = style({ margin: 0, fontSize: "0.85rem", color: vars.color.success });
export const credits = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  whiteSpace: "nowrap",
});
export const messages = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: 2,
});
export const day = style({
  textAlign: "center",
  color: vars.color.text,
  fontSize: "0.85rem",
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
});
const bubbleBase = style({
  maxWidth: "80%",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.lg,
  overflowWrap: "anywhere",
  whiteSpace: "pre-wrap",
});
export const bubble = styleVariants({
  own: [bubbleBase, { alignSelf: "flex-end", background: vars.color.primary, color: vars.color.onPrimary }],
  partner: [
    bubbleBase,
    {
      alignSelf: "flex-start",
      background: vars.color.surface,
      color: vars.color.text,
      border: `1px solid ${vars.color.border}`,
    },
  ],
});
export const runStart = style({ marginTop: vars.space.sm });
export const meta = style({ display: "block", fontSize: "0.75rem", textAlign: "end", opacity: 0.9 });
export const image = style({ display: "block", maxWidth: "100%", height: "auto", borderRadius: vars.radius.md });
export const gift = style({ fontWeight: 600 });
export const typing = style({ minHeight: "1.5em", margin: 0, color: vars.color.text, fontStyle: "italic" });
/**
 * The send footer stays at the bottom of the screen while the messages scroll, as in a messenger:
 * above the phone tab bar (main-nav.css.ts: 56 px and its border), at the window's edge on wider
 * screens.
 */
export const footer = style({
  position: "sticky",
  bottom: "calc(57px + env(safe-area-inset-bottom))",
  zIndex: 10,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space.sm} 0`,
  background: vars.color.background,
  "@media": { [mq("md")]: { bottom: 0 } },
});
export const composer = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });
/** The text and Send side by side; Send keeps its width, the text takes the rest. */
export const composeRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gap: vars.space.sm,
  alignItems: "end",
});
export const composeText = style({ minHeight: "44px", resize: "vertical" });
export const tools = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
});
/** The image field: the browser's own file input, its button drawn like the other small buttons. */
export const fileInput = style({
  maxWidth: "100%",
  fontSize: "0.85rem",
  color: vars.color.text,
  selectors: {
    "&::file-selector-button": {
      marginInlineEnd: vars.space.xs,
      minHeight: "36px",
      padding: `0 ${vars.space.md}`,
      borderRadius: vars.radius.pill,
      border: `2px solid ${vars.color.border}`,
      background: "transparent",
      color: vars.color.text,
      font: "inherit",
      fontWeight: 600,
      cursor: "pointer",
    },
    "&:hover::file-selector-button": { borderColor: vars.color.text },
  },
});
export const hint = style({ margin: 0, marginInlineStart: "auto", fontSize: "0.85rem", color: vars.color.text });
export const counter = styleVariants({
  ok: { fontSize: "0.85rem", color: vars.color.text },
  over: { fontSize: "0.85rem", color: vars.color.danger, fontWeight: 600 },
});
export const alert = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  alignItems: "flex-start",
});
export const alertTitle = style({ margin: 0, fontSize: "1.05rem" });
export const notice = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.warning}`,
});
export const suggestions = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});
export const suggestion = style({ textAlign: "start", width: "100%" });
export const giftList = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, paddingTop: vars.space.xs });
export const small = style({ fontSize: "0.9rem", color: vars.color.text });
