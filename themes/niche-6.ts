import { type NicheFonts, theme } from "./tokens";

export const fonts: NicheFonts = { heading: "dmSerifDisplay", body: "dmSans" };

/** 6 milf: wine and gold on blush; high-contrast DM Serif Display headings over DM Sans, tailored corners, art-deco diamonds on tiles. */
export default theme(
  {
    primary: "#9f1239",
    primaryHover: "#881337",
    onPrimary: "#ffffff",
    secondary: "#b45309",
    success: "#3f6212",
    dark: "#4c0519",
    onDark: "#ffe4e6",
    unread: "#fb7185",
    warning: "#a14a06",
    danger: "#b91c1c",
    background: "#fff1f2",
    surface: "#ffffff",
    text: "#2a0710",
    muted: "#6e4450",
    border: "#f5d0d6",
    tileFrom: "#9f1239",
    tileTo: "#92400e",
    onTile: "#ffffff",
  },
  fonts,
  {
    font: { headingWeight: "400" },
    radius: { sm: "4px", md: "8px", lg: "16px", pill: "999px" },
    shadow: {
      sm: "0 2px 6px rgba(76, 5, 25, 0.10)",
      md: "0 12px 32px rgba(76, 5, 25, 0.14)",
      lg: "0 24px 56px rgba(42, 7, 16, 0.32)",
    },
    imagery: {
      tilePattern:
        "linear-gradient(135deg, rgba(255, 255, 255, 0.1) 25%, transparent 25%) 0 0 / 24px 24px, linear-gradient(225deg, rgba(255, 255, 255, 0.1) 25%, transparent 25%) 0 0 / 24px 24px",
    },
  }
);
