import { theme } from "./tokens";

/** 5 gilf: calm teal and silver, classic serif headings, larger spacing. */
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
  },
  {
    font: {
      body: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
      heading: "Georgia, 'Times New Roman', serif",
    },
    space: { xs: "6px", sm: "10px", md: "18px", lg: "28px", xl: "44px" },
  }
);
