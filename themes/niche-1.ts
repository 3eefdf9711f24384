import { type NicheFonts, theme } from "./tokens";

export const fonts: NicheFonts = { heading: "outfit", body: "inter" };

/** 1 general: the product palette — coral, pink, lime, dark maroon on a warm white; Outfit headings on Inter, friendly medium-round shapes, soft warm shadows. */
export default theme(
  {
    primary: "#c2334a",
    primaryHover: "#a82a3f",
    onPrimary: "#ffffff",
    secondary: "#c2255c",
    success: "#3f6212",
    dark: "#4a1426",
    onDark: "#fbe9ec",
    unread: "#ff6b81",
    warning: "#a14a06",
    danger: "#b91c1c",
    background: "#fff8f6",
    surface: "#ffffff",
    text: "#2b1118",
    muted: "#6b4e55",
    border: "#ecd9dc",
    tileFrom: "#c2334a",
    tileTo: "#4a1426",
    onTile: "#ffffff",
  },
  fonts,
  {
    radius: { sm: "8px", md: "14px", lg: "22px", pill: "999px" },
    shadow: {
      sm: "0 1px 3px rgba(74, 20, 38, 0.10)",
      md: "0 10px 30px rgba(74, 20, 38, 0.10)",
      lg: "0 20px 50px rgba(43, 17, 24, 0.30)",
    },
    imagery: { tilePattern: "radial-gradient(circle at 28% 18%, rgba(255, 255, 255, 0.30), transparent 58%)" },
  }
);
