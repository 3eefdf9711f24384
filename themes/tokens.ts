/** The values of one theme, shaped like the contract in app/styles/theme.css.ts. */
export interface ThemeTokens {
  color: {
    primary: string;
    primaryHover: string;
    onPrimary: string;
    secondary: string;
    success: string;
    dark: string;
    onDark: string;
    unread: string;
    warning: string;
    danger: string;
    background: string;
    surface: string;
    text: string;
    muted: string;
    border: string;
  };
  font: { body: string; heading: string };
  radius: { sm: string; md: string; lg: string; pill: string };
  space: { xs: string; sm: string; md: string; lg: string; xl: string };
}

const systemFont = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** What the niches share; each niche file changes palette, fonts and shape. */
export function theme(color: ThemeTokens["color"], shape: Partial<Omit<ThemeTokens, "color">> = {}): ThemeTokens {
  return {
    color,
    font: { body: systemFont, heading: systemFont, ...shape.font },
    radius: { sm: "6px", md: "12px", lg: "20px", pill: "999px", ...shape.radius },
    space: { xs: "4px", sm: "8px", md: "16px", lg: "24px", xl: "40px", ...shape.space },
  };
}
