import { createThemeContract } from "@vanilla-extract/css";

/**
 * The theme contract every niche theme (themes/) fills in and tenants may override at runtime.
 * The palette of docs/product.md#themes-and-layout-constants: coral primary, pink secondary, lime success, dark maroon, an unread variant.
 */
export const vars = createThemeContract({
  color: {
    primary: null,
    primaryHover: null,
    onPrimary: null,
    secondary: null,
    success: null,
    dark: null,
    onDark: null,
    unread: null,
    warning: null,
    danger: null,
    background: null,
    surface: null,
    text: null,
    muted: null,
    border: null,
  },
  font: { body: null, heading: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
});
