import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/**
 * A gift's picture takes the site's colours: the sprite's shapes read these custom properties
 * (inherited into the <use> copy), so every niche theme and a tenant's override colour the gifts.
 */
const picture = style({
  flexShrink: 0,
  vars: {
    "--gift-main": vars.color.primary,
    "--gift-accent": vars.color.secondary,
    "--gift-light": vars.color.onPrimary,
    "--gift-dark": vars.color.dark,
    "--gift-line": vars.color.text,
    "--gift-leaf": vars.color.success,
  },
});

/** In a tile of the gift picker, and in the bubble of a gift sent or received. */
export const GIFT_PICTURE_SIZES = { tile: 48, bubble: 72, inline: 20 } as const;
export type GiftPictureSize = keyof typeof GIFT_PICTURE_SIZES;

export const size = styleVariants(GIFT_PICTURE_SIZES, (px, name) => [
  picture,
  { width: px, height: px },
  // Inline, in a line of text (the conversation list's last message).
  name === "inline" ? { verticalAlign: "text-bottom", marginInlineEnd: "0.25em" } : {},
]);
