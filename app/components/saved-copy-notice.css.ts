import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/**
 * Hidden on a page from the server; the service worker marks a page it answers from the member's
 * saved conversations with `<html data-offline-copy>`, which shows it (no script needed).
 */
export const notice = style({
  display: "none",
  margin: 0,
  padding: vars.space.sm,
  textAlign: "center",
  fontWeight: 600,
  background: vars.color.surface,
  borderBottom: `2px solid ${vars.color.warning}`,
  selectors: { "html[data-offline-copy] &": { display: "block" } },
});
