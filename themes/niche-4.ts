import { theme } from "./tokens";

/** 4 bbw: warm peach and tangerine, generous round shapes. */
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
  },
  { radius: { sm: "10px", md: "16px", lg: "26px", pill: "999px" } }
);
