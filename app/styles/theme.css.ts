import { createThemeContract } from "@vanilla-extract/css";

/**
 * The theme contract every niche theme (themes/) fills in and tenants may override at runtime.
 * The palette of docs/product.md#themes-and-layout-constants: coral primary, pink secondary, lime success, dark maroon, an unread variant.
 * Beyond colour, each niche has its own type pairing, shape language (radii, line widths,
 * elevation) and imagery (the placeholder tiles): docs/themes.md shows them side by side.
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
    tileFrom: null,
    tileTo: null,
    onTile: null,
  },
  font: { body: null, heading: null, headingWeight: null, headingCase: null, headingTracking: null, size: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  border: { width: null, strong: null },
  shadow: { sm: null, md: null, lg: null },
  imagery: { tilePattern: null },
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
});
