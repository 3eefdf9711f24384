import { type NicheFonts, theme } from "./tokens";

export const fonts: NicheFonts = { heading: "fraunces", body: "dmSans" };

/** 2 she: orchid and rose on a soft lilac; a soft serif (Fraunces) over DM Sans, the roundest shapes, dotted tiles. */
export default theme(
  {
    primary: "#9c1f9e",
    primaryHover: "#7e1780",
    onPrimary: "#ffffff",
    secondary: "#be185d",
    success: "#3f6212",
    dark: "#3b0a45",
    onDark: "#f8e8fb",
    unread: "#f472b6",
    warning: "#a14a06",
    danger: "#b91c1c",
    background: "#fdf4ff",
    surface: "#ffffff",
    text: "#2a0d31",
    muted: "#69506f",
    border: "#ecd5f1",
    tileFrom: "#9c1f9e",
    tileTo: "#3b0a45",
    onTile: "#ffffff",
  },
  fonts,
  {
    font: { headingWeight: "600" },
    radius: { sm: "12px", md: "20px", lg: "28px", pill: "999px" },
    shadow: {
      sm: "0 2px 6px rgba(59, 10, 69, 0.08)",
      md: "0 14px 36px rgba(59, 10, 69, 0.12)",
      lg: "0 24px 60px rgba(42, 13, 49, 0.30)",
    },
    imagery: { tilePattern: "radial-gradient(rgba(255, 255, 255, 0.22) 1.5px, transparent 2px) 0 0 / 14px 14px" },
  }
);
