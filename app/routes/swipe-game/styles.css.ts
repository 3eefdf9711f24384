import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { panel } from "~/components/panel.css";
import { mq } from "~/styles/layout";

/**
 * Phones: title, card, buttons, then the notes. From laptops up the notes and links sit beside
 * the card, so a match or the day's limit never moves the buttons.
 */
export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  maxWidth: "480px",
  margin: "0 auto",
  width: "100%",
  "@media": {
    [mq("lg")]: {
      display: "grid",
      maxWidth: "calc(480px + 20rem + 2rem)",
      gridTemplateColumns: "minmax(0, 480px) minmax(0, 20rem)",
      gridTemplateAreas: '"header header" "game side"',
      columnGap: "2rem",
      alignItems: "start",
    },
  },
});
export const header = style({ display: "grid", gap: vars.space.xs, gridArea: "header" });
export const title = style({ margin: 0 });
export const likesLeft = style({ margin: 0, fontWeight: 600 });
export const side = style({ display: "grid", gap: vars.space.lg, gridArea: "side" });
/**
 * The card is as wide as the screen's height leaves room for, so its buttons sit on the first
 * screen: the height minus what stands above and below the photo (the site's header, the title,
 * name and city, the buttons; on phones also the tab bar). Never narrower than 12rem.
 */
const ROOM_AROUND_CARD = { phone: "32rem", laptop: "22rem" };
const cardWidth = (room: string) => [
  `min(100%, max(12rem, calc(100vh - ${room})))`,
  `min(100%, max(12rem, calc(100svh - ${room})))`,
];
export const game = style({
  display: "grid",
  gap: vars.space.md,
  justifyItems: "center",
  gridArea: "game",
  width: "100%",
});
/** The card follows the pointer; vertical scrolling stays the browser's (touch-action). */
export const card = style({
  width: cardWidth(ROOM_AROUND_CARD.phone),
  "@media": { [mq("md")]: { width: cardWidth(ROOM_AROUND_CARD.laptop) } },
  overflow: "hidden",
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  touchAction: "pan-y",
  userSelect: "none",
  cursor: "grab",
  transition: "border-color 0.15s ease",
  selectors: {
    '&[data-lean="like"]': { borderColor: vars.color.success },
    '&[data-lean="pass"]': { borderColor: vars.color.danger },
  },
});
export const cardBody = style({ padding: vars.space.md, display: "grid", gap: "2px" });
export const name = style({ margin: 0, fontSize: "1.375rem", overflowWrap: "anywhere" });
export const place = style({ margin: 0, color: vars.color.muted });
export const buttons = style({ display: "flex", gap: vars.space.md, justifyContent: "center", flexWrap: "wrap" });
globalStyle(`${buttons} button`, { minWidth: "8rem" });
export const hint = style({ margin: 0, color: vars.color.muted, fontSize: "0.875rem", textAlign: "center" });
export const profileLink = style({ color: vars.color.text, fontWeight: 600 });
const note = style([panel, { display: "grid", gap: vars.space.sm, justifyItems: "start" }]);
export const limit = style([note, { borderColor: vars.color.warning }]);
export const match = style([note, { borderColor: vars.color.success }]);
export const empty = style([note, { justifyItems: "center", textAlign: "center", gridArea: "game" }]);
export const noteTitle = style({ margin: 0, fontSize: "1.125rem", fontWeight: 700 });
globalStyle(`${note} p`, { margin: 0 });
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
