import { style } from "@vanilla-extract/css";
import * as banners from "~/features/member-banners/member-banner.css";
import { mq } from "~/styles/layout";
import { vars } from "~/styles/theme.css";

export const banner = style({ background: vars.color.dark, color: vars.color.onDark });
/** The member banners' row, centred: the offer is one short line with its clock and link. */
export const inner = style([banners.inner, { justifyContent: "center", columnGap: vars.space.md }]);
export const text = style({ margin: 0 });
/**
 * The offer's sentence takes two lines on a phone in most languages: the two lines are kept for it,
 * so a web font that comes after the first paint (wider than its fallback here and there) cannot
 * add one and push the page down.
 */
export const offer = style([text, { minHeight: "2lh", "@media": { [mq("md")]: { minHeight: 0 } } }]);
export const clock = style({
  fontVariantNumeric: "tabular-nums",
  fontWeight: 700,
  fontSize: "1.125rem",
  letterSpacing: "0.04em",
});
export const code = style({ fontFamily: "monospace", fontWeight: 700 });
export const offerLink = style({ color: "inherit", fontWeight: 700 });
export const modal = style({ display: "grid", justifyItems: "center", gap: vars.space.md });
export const modalTitle = style({ margin: 0, fontSize: "1.75rem" });
export const modalText = style({ margin: 0 });
