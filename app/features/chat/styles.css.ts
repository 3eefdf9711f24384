import { keyframes, style, styleVariants } from "@vanilla-extract/css";
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
  // The dot is written out: a class imported from another file is not always recognised in a selector.
  "@media": { [wide]: { selectors: { [`.${split} &`]: { display: "none" } } } },
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
/**
 * A gift stands on the page's surface rather than in a coloured bubble: its picture is drawn in
 * the theme's primary colour, which an own bubble's background would swallow.
 */
export const giftBubble = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
});
export const runStart = style({ marginTop: vars.space.sm });
// In the bubble's own text colour at full strength: a faded time fails contrast on the warmer primaries.
export const meta = style({ display: "block", fontSize: "0.75rem", textAlign: "end" });
export const image = style({ display: "block", maxWidth: "100%", height: "auto", borderRadius: vars.radius.md });
/** A gift: its picture above its name, in the bubble. */
export const gift = style({ display: "flex", flexDirection: "column", alignItems: "center", gap: 2, fontWeight: 600 });
/** Sent (one tick) and read (two): told apart by shape, in the bubble's own text colour. */
export const tick = style({ display: "inline-flex", verticalAlign: "middle", marginInlineStart: 4 });
export const tickIcon = style({ width: 16, height: 16 });
/** The partner typing: three dots in a partner bubble, still when the member asks for less motion. */
export const typing = style({ minHeight: "2.25rem", margin: 0, display: "flex", alignItems: "center" });
export const typingBubble = style({
  display: "inline-flex",
  gap: 4,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
const blink = keyframes({ "0%, 80%, 100%": { opacity: 0.3 }, "40%": { opacity: 1 } });
export const typingDot = style({
  width: 7,
  height: 7,
  borderRadius: "50%",
  background: vars.color.text,
  opacity: 0.3,
  animation: `${blink} 1.2s infinite ease-in-out`,
  selectors: {
    "&:nth-child(2)": { animationDelay: "0.2s" },
    "&:nth-child(3)": { animationDelay: "0.4s" },
  },
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none", opacity: 0.7 } },
});
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
/** The message form's parts take their places in the composer's row (composeRow). */
export const composer = style({ display: "contents" });
/** Gift, image, text and send in one row; the text takes the room the buttons leave. */
export const composeRow = style({
  position: "relative",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.xs,
});
/**
 * One line that grows with what is typed (field-sizing where the browser has it, send-footer.tsx's
 * fallback elsewhere) up to about six lines, then scrolls.
 */
export const composeText = style({
  flex: "1 1 10rem",
  minWidth: 0,
  minHeight: "44px",
  maxHeight: "10.5em",
  overflowY: "auto",
  borderRadius: vars.radius.lg,
  resize: "vertical",
  selectors: { "&::placeholder": { color: vars.color.muted, opacity: 1 } },
  "@supports": { "(field-sizing: content)": { fieldSizing: "content", resize: "none" } as object },
});
/** A round 44 px button with an icon (a summary, a label or a button), quiet until hovered. */
const iconButtonBase = style({
  display: "inline-grid",
  placeItems: "center",
  flexShrink: 0,
  width: "44px",
  height: "44px",
  padding: 0,
  borderRadius: vars.radius.pill,
  border: "2px solid transparent",
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  listStyle: "none",
  ":hover": { background: vars.color.surface },
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    // The hidden file input has the focus: its label shows it, as the page's focus ring.
    "&:has(input:focus-visible)": { outline: `3px solid ${vars.color.secondary}`, outlineOffset: "2px" },
  },
});
export const iconButton = iconButtonBase;
/**
 * The image button is the label of the file input, which is hidden but still focusable. Where the
 * browser runs no script at all, the input shows itself, so the chosen file's name is in view.
 */
export const imageButton = style([
  iconButtonBase,
  {
    "@media": {
      "(scripting: none)": {
        display: "flex",
        width: "auto",
        flex: "1 1 calc(100% - 52px)",
        gap: vars.space.xs,
        justifyContent: "flex-start",
        paddingInline: vars.space.xs,
        borderRadius: vars.radius.md,
      },
    },
  },
]);
export const fileInput = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  "@media": {
    "(scripting: none)": { position: "static", width: "auto", height: "auto", clip: "auto", fontSize: "0.85rem" },
  },
});
export const sendButton = style([
  iconButtonBase,
  {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    ":hover": { background: vars.color.primaryHover },
    ":disabled": { opacity: 0.6, cursor: "not-allowed" },
  },
]);
export const icon = style({ width: 24, height: 24 });
export const iconSmall = style({ width: 18, height: 18 });
/** The gift menu opens as a sheet above the composer, over the last messages. */
export const giftMenu = style({ flexShrink: 0 });
export const giftSheet = style({
  position: "absolute",
  bottom: `calc(100% + ${vars.space.sm})`,
  insetInline: 0,
  zIndex: 20,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  maxHeight: "60vh",
  overflowY: "auto",
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: "0 8px 24px rgba(0, 0, 0, 0.18)",
});
/** The chosen image, before it goes: thumbnail, name, remove. */
export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  alignSelf: "flex-start",
  maxWidth: "100%",
  padding: `2px 2px 2px ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: "0.85rem",
});
export const chipImage = style({ width: 32, height: 32, objectFit: "cover", borderRadius: vars.radius.sm });
export const chipName = style({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", minWidth: 0 });
export const chipRemove = style([iconButtonBase, { width: "36px", height: "36px" }]);
/** Price or free messages, the counter near the limit and "Check for new messages": one quiet line. */
export const composeMeta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  columnGap: vars.space.sm,
  margin: 0,
  fontSize: "0.8rem",
  color: vars.color.muted,
});
export const checkNew = style({ marginInlineStart: "auto", color: vars.color.text });
export const quiet = style({ margin: 0, fontSize: "0.85rem", color: vars.color.muted });
export const counter = styleVariants({
  ok: { color: vars.color.text },
  over: { color: vars.color.danger, fontWeight: 600 },
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
export const small = style({ fontSize: "0.9rem", color: vars.color.text });
