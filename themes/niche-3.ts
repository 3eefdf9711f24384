import { type NicheFonts, theme } from "./tokens";

export const fonts: NicheFonts = { heading: "oswald", body: "inter" };

/** 3 bdsm: a dark theme — near-black leather, crimson accents; condensed capitals (Oswald) over Inter, sharp corners, outlines instead of soft shadows. */
export default theme(
  {
    primary: "#ff5c7a",
    primaryHover: "#ff8197",
    onPrimary: "#1a0a10",
    secondary: "#e8447a",
    success: "#84cc16",
    dark: "#000000",
    onDark: "#f2e6ea",
    unread: "#ff4d6d",
    warning: "#f59e0b",
    danger: "#f87171",
    background: "#141014",
    surface: "#211b21",
    text: "#f5eef2",
    muted: "#bfaeb6",
    border: "#3a2f38",
    tileFrom: "#4a0f22",
    tileTo: "#0b0709",
    onTile: "#f5eef2",
  },
  fonts,
  {
    font: { headingWeight: "600", headingCase: "uppercase", headingTracking: "0.04em" },
    radius: { sm: "0", md: "2px", lg: "4px", pill: "2px" },
    shadow: {
      sm: "none",
      md: "0 0 0 1px #3a2f38, 0 12px 28px rgba(0, 0, 0, 0.6)",
      lg: "0 0 0 1px #ff5c7a, 0 24px 60px rgba(0, 0, 0, 0.7)",
    },
    imagery: { tilePattern: "repeating-linear-gradient(45deg, rgba(255, 255, 255, 0.07) 0 2px, transparent 2px 9px)" },
  }
);
