import { type NicheFonts, theme } from "./tokens";

export const fonts: NicheFonts = { heading: "nunito", body: "nunito" };

/** 4 bbw: warm peach and tangerine; Nunito throughout (round terminals), generous round shapes, thick soft lines, big soft circles on tiles. */
export default theme(
  {
    primary: "#c2410c",
    primaryHover: "#9a3412",
    onPrimary: "#ffffff",
    secondary: "#be185d",
    success: "#3f6212",
    dark: "#431407",
    onDark: "#ffedd5",
    unread: "#fb923c",
    warning: "#a14a06",
    danger: "#b91c1c",
    background: "#fff7ed",
    surface: "#ffffff",
    text: "#2d1206",
    muted: "#6f4b3a",
    border: "#fbd9bf",
    tileFrom: "#c2410c",
    tileTo: "#be185d",
    onTile: "#ffffff",
  },
  fonts,
  {
    font: { headingWeight: "800" },
    radius: { sm: "14px", md: "22px", lg: "32px", pill: "999px" },
    border: { width: "2px", strong: "3px" },
    shadow: {
      sm: "0 2px 8px rgba(67, 20, 7, 0.08)",
      md: "0 16px 40px rgba(194, 65, 12, 0.14)",
      lg: "0 28px 64px rgba(45, 18, 6, 0.30)",
    },
    imagery: {
      tilePattern:
        "radial-gradient(circle at 82% 88%, rgba(255, 255, 255, 0.26) 0 24%, transparent 25%), radial-gradient(circle at 12% 8%, rgba(255, 255, 255, 0.2) 0 17%, transparent 18%)",
    },
  }
);
