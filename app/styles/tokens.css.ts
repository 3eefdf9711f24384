import { createGlobalTheme } from "@vanilla-extract/css";

/**
 * Base design tokens (SPEC §1 colours, §9 layout constants). The niche themes and the tenant's
 * runtime overrides build on these names.
 */
export const vars = createGlobalTheme(":root", {
  color: {
    primary: "#c2334a", // coral, dark enough for white text (WCAG AA)
    primaryHover: "#a82a3f",
    secondary: "#d6336c", // pink
    success: "#4d7c0f", // lime, AA on white
    dark: "#4a1426", // dark maroon
    unread: "#ff6b81",
    warning: "#b45309",
    danger: "#b91c1c",
    background: "#fff8f6",
    surface: "#ffffff",
    text: "#2b1118",
    muted: "#6b4e55",
    border: "#ecd9dc",
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  radius: { sm: "6px", md: "12px", lg: "20px", pill: "999px" },
  space: { xs: "4px", sm: "8px", md: "16px", lg: "24px", xl: "40px" },
  container: { sm: "540px", md: "720px", lg: "960px", xl: "1140px" },
});

/** SPEC §9 breakpoints. */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export const mq = (bp: keyof typeof breakpoints) => `screen and (min-width: ${breakpoints[bp]}px)`;
