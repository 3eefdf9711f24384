import { style, styleVariants } from "@vanilla-extract/css";
import { containers, mq } from "~/styles/layout";
import { vars } from "~/styles/theme.css";

/** Wide enough for the list beside the conversation: the lg breakpoint, 992 px (docs/product.md#themes-and-layout-constants). */
export const wide = mq("lg");

export const split = style({
  width: "100%",
  "@media": {
    [wide]: {
      display: "grid",
      gridTemplateColumns: "minmax(18rem, 24rem) minmax(0, 1fr)",
      alignItems: "start",
      maxWidth: `${containers.xl}px`,
      margin: "0 auto",
    },
  },
});

/** The list stays in view while a long conversation scrolls. */
const besideStyle = {
  display: "block",
  position: "sticky",
  top: 0,
  maxHeight: "100vh",
  overflowY: "auto",
  borderInlineEnd: `1px solid ${vars.color.border}`,
} as const;

export const listPane = styleVariants({
  // A phone shows the open conversation alone, with Back to the list.
  beside: { display: "none", "@media": { [wide]: besideStyle } },
  alone: { "@media": { [wide]: besideStyle } },
});

export const detailPane = styleVariants({
  open: { minWidth: 0 },
  // "Choose a conversation" only fills the space a wide screen has beside the list.
  choose: { display: "none", "@media": { [wide]: { display: "block" } } },
});

/** The skip link at the top of the list beside a conversation: seen only while it has focus. */
export const skip = style({
  position: "absolute",
  insetInlineStart: "-10000px",
  ":focus": {
    position: "static",
    display: "block",
    padding: "0.5rem 1rem",
    background: vars.color.surface,
    color: vars.color.text,
  },
});
