import { theme } from "./tokens";

/** 3 bdsm: a dark theme — near-black leather, crimson accents, sharp corners. */
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
  },
  { radius: { sm: "2px", md: "4px", lg: "6px", pill: "4px" } }
);
