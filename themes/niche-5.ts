import { type NicheFonts, theme } from "./tokens";

export const fonts: NicheFonts = { heading: "playfairDisplay", body: "sourceSans3" };

/** 5 gilf: calm teal and silver; classic Playfair Display headings over Source Sans 3, a larger base size and more room, quiet shapes, a fine linen grid on tiles. */
export default theme(
  {
    primary: "#0f766e",
    primaryHover: "#115e59",
    onPrimary: "#ffffff",
    secondary: "#9d174d",
    success: "#3f6212",
    dark: "#134e4a",
    onDark: "#e6f4f1",
    unread: "#2dd4bf",
    warning: "#a14a06",
    danger: "#b91c1c",
    background: "#f6f8f9",
    surface: "#ffffff",
    text: "#10201f",
    muted: "#4b5f5d",
    border: "#d5e0df",
    tileFrom: "#0f766e",
    tileTo: "#475569",
    onTile: "#ffffff",
  },
  fonts,
  {
    font: { headingWeight: "600", size: "1.125rem" },
    radius: { sm: "6px", md: "10px", lg: "14px", pill: "999px" },
    shadow: {
      sm: "0 1px 2px rgba(16, 32, 31, 0.08)",
      md: "0 6px 18px rgba(16, 32, 31, 0.08)",
      lg: "0 16px 40px rgba(16, 32, 31, 0.25)",
    },
    imagery: {
      tilePattern:
        "repeating-linear-gradient(0deg, rgba(255, 255, 255, 0.08) 0 1px, transparent 1px 12px), repeating-linear-gradient(90deg, rgba(255, 255, 255, 0.08) 0 1px, transparent 1px 12px)",
    },
    space: { xs: "6px", sm: "10px", md: "18px", lg: "28px", xl: "44px" },
  }
);
