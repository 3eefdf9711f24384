import { type NicheFonts, theme } from "./tokens";

export const fonts: NicheFonts = { heading: "spaceGrotesk", body: "inter" };

/** 7 gay: electric blue and violet on a cool white; bold Space Grotesk headings over Inter, thick lines and hard offset shadows, bold stripes on tiles. */
export default theme(
  {
    primary: "#1d4ed8",
    primaryHover: "#1e40af",
    onPrimary: "#ffffff",
    secondary: "#6d28d9",
    success: "#3f6212",
    dark: "#1e1b4b",
    onDark: "#e0e7ff",
    unread: "#60a5fa",
    warning: "#a14a06",
    danger: "#b91c1c",
    background: "#f5f7ff",
    surface: "#ffffff",
    text: "#0f1430",
    muted: "#4a5078",
    border: "#d6dcf5",
    tileFrom: "#1d4ed8",
    tileTo: "#6d28d9",
    onTile: "#ffffff",
  },
  fonts,
  {
    font: { headingTracking: "-0.02em" },
    radius: { sm: "4px", md: "8px", lg: "12px", pill: "999px" },
    border: { width: "2px", strong: "3px" },
    shadow: { sm: "2px 2px 0 #0f1430", md: "4px 4px 0 #0f1430", lg: "8px 8px 0 #0f1430" },
    imagery: {
      tilePattern: "repeating-linear-gradient(120deg, rgba(255, 255, 255, 0.14) 0 12px, transparent 12px 28px)",
    },
  }
);
