import { theme } from "./tokens";

/** 7 gay: electric blue and violet on a cool white, crisp shapes. */
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
  },
  { radius: { sm: "4px", md: "8px", lg: "14px", pill: "999px" } }
);
