import { theme } from "./tokens";

/** 6 milf: wine and gold, elegant serif headings on blush. */
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
  },
  {
    font: {
      body: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
      heading: "'Palatino Linotype', Palatino, Georgia, serif",
    },
  }
);
