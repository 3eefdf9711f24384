import { HEADING_FALLBACKS, WEB_FONTS, type WebFontId } from "./web-fonts";

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
    /** The placeholder tile of a member without a photo: a gradient between two colours, initials on top. */
    tileFrom: string;
    tileTo: string;
    onTile: string;
  };
  font: {
    body: string;
    heading: string;
    headingWeight: string;
    /** `uppercase` for a poster-like niche, else `none`. */
    headingCase: string;
    headingTracking: string;
    /** The size of running text (a larger base for older eyes); the chrome's rem sizes stay, so the phone header keeps its row. */
    size: string;
  };
  radius: { sm: string; md: string; lg: string; pill: string };
  /** Line widths: hairlines of cards and fields, and the strong line of a selected or emphasised item. */
  border: { width: string; strong: string };
  /** Elevation: a raised card, a floating panel, a dialog. */
  shadow: { sm: string; md: string; lg: string };
  /** The pattern drawn over the placeholder tile's gradient (a CSS image, light or dark marks only). */
  imagery: { tilePattern: string };
  space: { xs: string; sm: string; md: string; lg: string; xl: string };
}

/** The self-hosted families a niche sets its headings and body text in (themes/web-fonts.ts). */
export interface NicheFonts {
  heading: WebFontId;
  body: WebFontId;
}

// After the sized fallback face come the faces it is drawn from: a local face is loaded too, and
// for that instant the page is drawn in these (close to the web font's room) rather than in a
// wider system face.
const SYSTEM_FALLBACK = {
  "sans-serif": "Arial, 'Liberation Sans', Helvetica, Arimo, system-ui, sans-serif",
  serif: "'Times New Roman', 'Liberation Serif', Times, Tinos, Georgia, serif",
} as const;

/**
 * The font-family list of a self-hosted family: the web font, then its size-adjusted local
 * fallback (same room as the web font, so nothing moves when it arrives), then system faces.
 */
export function fontStack(id: WebFontId): string {
  const font = WEB_FONTS[id];
  return `'${font.family}', '${font.fallback.family}', ${SYSTEM_FALLBACK[font.generic]}`;
}

/** The fallback face sized to a family as headings set it (bold, capitals take other room than running text). */
export const headingFallback = (id: WebFontId, weight: string, textCase: string) =>
  HEADING_FALLBACKS.find((face) => face.font === id && face.weight === weight && face.textCase === textCase);

/** The font-family list of headings: as `fontStack`, with the fallback sized to the heading's weight and case first. */
function headingStack(id: WebFontId, weight: string, textCase: string): string {
  const heading = headingFallback(id, weight, textCase);
  return heading ? fontStack(id).replace(", ", `, '${heading.family}', `) : fontStack(id);
}

type Shape = Partial<{
  [K in Exclude<keyof ThemeTokens, "color" | "font">]: Partial<ThemeTokens[K]>;
}> & { font?: Partial<Omit<ThemeTokens["font"], "body" | "heading">> };

/** What the niches share; each niche file gives its palette, its fonts and its shape language. */
export function theme(color: ThemeTokens["color"], fonts: NicheFonts, shape: Shape = {}): ThemeTokens {
  const font = { headingWeight: "700", headingCase: "none", headingTracking: "normal", size: "1rem", ...shape.font };
  return {
    color,
    font: {
      body: fontStack(fonts.body),
      heading: headingStack(fonts.heading, font.headingWeight, font.headingCase),
      ...font,
    },
    radius: { sm: "6px", md: "12px", lg: "20px", pill: "999px", ...shape.radius },
    border: { width: "1px", strong: "2px", ...shape.border },
    shadow: {
      sm: "0 1px 3px rgba(0, 0, 0, 0.08)",
      md: "0 10px 30px rgba(0, 0, 0, 0.10)",
      lg: "0 20px 50px rgba(0, 0, 0, 0.30)",
      ...shape.shadow,
    },
    imagery: { tilePattern: "none", ...shape.imagery },
    space: { xs: "4px", sm: "8px", md: "16px", lg: "24px", xl: "40px", ...shape.space },
  };
}
