import { style } from "@vanilla-extract/css";
import { panel } from "~/components/panel.css";
import { vars } from "~/styles/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 });
/** The welcome: one short panel, so the faces start on a phone's first screen. */
export const welcome = style([panel, { display: "grid", gap: vars.space.sm, justifyItems: "start" }]);
export const title = style({ margin: 0 });
export const line = style({ margin: 0 });
export const matches = style({ display: "grid", gap: vars.space.md });
export const intro = style({ margin: 0 });
export const next = style({ margin: 0, display: "flex", justifyContent: "center" });
/** The way on: a whole row on a phone, a wide button on a laptop. */
export const onward = style({ flex: "1 1 auto", maxWidth: "24rem", minHeight: "52px" });
