import { theme } from "./tokens";

/** 2 she: orchid and rose, soft lilac background, rounder shapes. */
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
  },
  { radius: { sm: "10px", md: "18px", lg: "28px", pill: "999px" } }
);
