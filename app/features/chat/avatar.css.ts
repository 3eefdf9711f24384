import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const avatar = style({ borderRadius: vars.radius.pill, objectFit: "cover", flexShrink: 0 });

/** The avatar's side in px where it is shown: the conversation's top bar and a row of the list. */
export const AVATAR_SIZES = { header: 44, row: 56 } as const;
export type AvatarSize = keyof typeof AVATAR_SIZES;

/**
 * Sizes as classes, not an inline `style`: the CSP refuses style attributes (no 'unsafe-inline'),
 * which squashed the initial to a sliver. The photo keeps its width and height attributes too.
 */
export const size = styleVariants(AVATAR_SIZES, (px) => ({
  width: px,
  height: px,
  // Two initials fit the circle.
  fontSize: `${Math.round(px * 0.38)}px`,
}));
