// Written by `npm run fonts` (scripts/font-metrics.mjs) from the installed @fontsource packages: do not edit.
// Per family: its weights, the files and unicode ranges of the subsets served, and a local fallback
// face sized to the web font's metrics (no layout shift when the web font swaps in).

export const WEB_FONTS = {
  inter: {
    family: "Inter Variable",
    weight: "100 900",
    generic: "sans-serif",
    subsets: {
      latin: {
        file: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
        unicodeRange:
          "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
      },
      "latin-ext": {
        file: "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2",
        unicodeRange:
          "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
      },
    },
    fallback: {
      family: "Inter Fallback",
      local: ["Arial", "Liberation Sans", "Helvetica", "Arimo"],
      sizeAdjust: "107.33%",
      ascentOverride: "90.26%",
      descentOverride: "22.47%",
      lineGapOverride: "0.00%",
    },
  },
  outfit: {
    family: "Outfit Variable",
    weight: "100 900",
    generic: "sans-serif",
    subsets: {
      latin: {
        file: "@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2",
        unicodeRange:
          "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
      },
      "latin-ext": {
        file: "@fontsource-variable/outfit/files/outfit-latin-ext-wght-normal.woff2",
        unicodeRange:
          "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
      },
    },
    fallback: {
      family: "Outfit Fallback",
      local: ["Arial", "Liberation Sans", "Helvetica", "Arimo"],
      sizeAdjust: "98.92%",
      ascentOverride: "101.09%",
      descentOverride: "26.28%",
      lineGapOverride: "0.00%",
    },
  },
  fraunces: {
    family: "Fraunces Variable",
    weight: "100 900",
    generic: "serif",
    subsets: {
      latin: {
        file: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
        unicodeRange:
          "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
      },
      "latin-ext": {
        file: "@fontsource-variable/fraunces/files/fraunces-latin-ext-wght-normal.woff2",
        unicodeRange:
          "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
      },
    },
    fallback: {
      family: "Fraunces Fallback",
      local: ["Times New Roman", "Liberation Serif", "Times", "Tinos"],
      sizeAdjust: "127.10%",
      ascentOverride: "76.95%",
      descentOverride: "20.06%",
      lineGapOverride: "0.00%",
    },
  },
  oswald: {
    family: "Oswald Variable",
    weight: "200 700",
    generic: "sans-serif",
    subsets: {
      latin: {
        file: "@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2",
        unicodeRange:
          "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
      },
      "latin-ext": {
        file: "@fontsource-variable/oswald/files/oswald-latin-ext-wght-normal.woff2",
        unicodeRange:
          "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
      },
    },
    fallback: {
      family: "Oswald Fallback",
      local: ["Arial", "Liberation Sans", "Helvetica", "Arimo"],
      sizeAdjust: "82.01%",
      ascentOverride: "145.47%",
      descentOverride: "35.24%",
      lineGapOverride: "0.00%",
    },
  },
  nunito: {
    family: "Nunito Variable",
    weight: "200 1000",
    generic: "sans-serif",
    subsets: {
      latin: {
        file: "@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2",
        unicodeRange:
          "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
      },
      "latin-ext": {
        file: "@fontsource-variable/nunito/files/nunito-latin-ext-wght-normal.woff2",
        unicodeRange:
          "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
      },
    },
    fallback: {
      family: "Nunito Fallback",
      local: ["Arial", "Liberation Sans", "Helvetica", "Arimo"],
      sizeAdjust: "98.04%",
      ascentOverride: "103.12%",
      descentOverride: "36.01%",
      lineGapOverride: "0.00%",
    },
  },
  playfairDisplay: {
    family: "Playfair Display Variable",
    weight: "400 900",
    generic: "serif",
    subsets: {
      latin: {
        file: "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2",
        unicodeRange:
          "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
      },
      "latin-ext": {
        file: "@fontsource-variable/playfair-display/files/playfair-display-latin-ext-wght-normal.woff2",
        unicodeRange:
          "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
      },
    },
    fallback: {
      family: "Playfair Display Fallback",
      local: ["Times New Roman", "Liberation Serif", "Times", "Tinos"],
      sizeAdjust: "112.44%",
      ascentOverride: "96.23%",
      descentOverride: "22.32%",
      lineGapOverride: "0.00%",
    },
  },
  dmSans: {
    family: "DM Sans Variable",
    weight: "100 1000",
    generic: "sans-serif",
    subsets: {
      latin: {
        file: "@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2",
        unicodeRange:
          "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
      },
      "latin-ext": {
        file: "@fontsource-variable/dm-sans/files/dm-sans-latin-ext-wght-normal.woff2",
        unicodeRange:
          "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
      },
    },
    fallback: {
      family: "DM Sans Fallback",
      local: ["Arial", "Liberation Sans", "Helvetica", "Arimo"],
      sizeAdjust: "105.61%",
      ascentOverride: "93.93%",
      descentOverride: "29.35%",
      lineGapOverride: "0.00%",
    },
  },
  spaceGrotesk: {
    family: "Space Grotesk Variable",
    weight: "300 700",
    generic: "sans-serif",
    subsets: {
      latin: {
        file: "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
        unicodeRange:
          "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
      },
      "latin-ext": {
        file: "@fontsource-variable/space-grotesk/files/space-grotesk-latin-ext-wght-normal.woff2",
        unicodeRange:
          "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
      },
    },
    fallback: {
      family: "Space Grotesk Fallback",
      local: ["Arial", "Liberation Sans", "Helvetica", "Arimo"],
      sizeAdjust: "110.97%",
      ascentOverride: "88.67%",
      descentOverride: "26.31%",
      lineGapOverride: "0.00%",
    },
  },
  sourceSans3: {
    family: "Source Sans 3 Variable",
    weight: "200 900",
    generic: "sans-serif",
    subsets: {
      latin: {
        file: "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2",
        unicodeRange:
          "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
      },
      "latin-ext": {
        file: "@fontsource-variable/source-sans-3/files/source-sans-3-latin-ext-wght-normal.woff2",
        unicodeRange:
          "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C4,U+2113,U+2C60-2C7F,U+A720-A7FF",
      },
    },
    fallback: {
      family: "Source Sans 3 Fallback",
      local: ["Arial", "Liberation Sans", "Helvetica", "Arimo"],
      sizeAdjust: "89.85%",
      ascentOverride: "113.96%",
      descentOverride: "44.52%",
      lineGapOverride: "0.00%",
    },
  },
  dmSerifDisplay: {
    family: "DM Serif Display",
    weight: "400",
    generic: "serif",
    subsets: {
      latin: {
        file: "@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2",
        unicodeRange:
          "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
      },
      "latin-ext": {
        file: "@fontsource/dm-serif-display/files/dm-serif-display-latin-ext-400-normal.woff2",
        unicodeRange:
          "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
      },
    },
    fallback: {
      family: "DM Serif Display Fallback",
      local: ["Times New Roman", "Liberation Serif", "Times", "Tinos"],
      sizeAdjust: "110.97%",
      ascentOverride: "93.36%",
      descentOverride: "30.19%",
      lineGapOverride: "0.00%",
    },
  },
} as const;

// Per heading (family, weight, case): a fallback face sized to the web font as the heading sets it.
export const HEADING_FALLBACKS = [
  {
    font: "outfit",
    weight: "700",
    textCase: "none",
    family: "Outfit Fallback 700",
    sizeAdjust: "101.46%",
    ascentOverride: "98.56%",
    descentOverride: "25.63%",
    lineGapOverride: "0.00%",
  },
  {
    font: "fraunces",
    weight: "600",
    textCase: "none",
    family: "Fraunces Fallback 600",
    sizeAdjust: "120.04%",
    ascentOverride: "81.47%",
    descentOverride: "21.24%",
    lineGapOverride: "0.00%",
  },
  {
    font: "oswald",
    weight: "600",
    textCase: "uppercase",
    family: "Oswald Fallback 600 Caps",
    sizeAdjust: "77.79%",
    ascentOverride: "153.37%",
    descentOverride: "37.15%",
    lineGapOverride: "0.00%",
  },
  {
    font: "nunito",
    weight: "800",
    textCase: "none",
    family: "Nunito Fallback 800",
    sizeAdjust: "107.93%",
    ascentOverride: "93.68%",
    descentOverride: "32.71%",
    lineGapOverride: "0.00%",
  },
  {
    font: "playfairDisplay",
    weight: "600",
    textCase: "none",
    family: "Playfair Display Fallback 600",
    sizeAdjust: "113.39%",
    ascentOverride: "95.42%",
    descentOverride: "22.14%",
    lineGapOverride: "0.00%",
  },
  {
    font: "dmSerifDisplay",
    weight: "400",
    textCase: "none",
    family: "DM Serif Display Fallback 400",
    sizeAdjust: "111.01%",
    ascentOverride: "93.32%",
    descentOverride: "30.18%",
    lineGapOverride: "0.00%",
  },
  {
    font: "spaceGrotesk",
    weight: "700",
    textCase: "none",
    family: "Space Grotesk Fallback 700",
    sizeAdjust: "109.42%",
    ascentOverride: "89.93%",
    descentOverride: "26.69%",
    lineGapOverride: "0.00%",
  },
] as const;

export type WebFontId = keyof typeof WEB_FONTS;
export type WebFontSubset = keyof (typeof WEB_FONTS)[WebFontId]["subsets"];
