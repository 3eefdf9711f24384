import { createGlobalTheme } from "@vanilla-extract/css";
import { vars } from "../app/styles/theme.css";
import { NICHE_THEMES } from "./index";

// The general theme is the default (pages rendered without a tenant); <html data-niche="N"> picks a niche.
createGlobalTheme(":root", vars, NICHE_THEMES[1]);
for (const [niche, tokens] of Object.entries(NICHE_THEMES)) {
  createGlobalTheme(`:root[data-niche="${niche}"]`, vars, tokens);
}
