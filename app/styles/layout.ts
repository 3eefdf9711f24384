/** Layout constants (docs/product.md#themes-and-layout-constants). */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export const containers = { sm: 540, md: 720, lg: 960, xl: 1140 } as const;
export const TOAST_MAX_WIDTH = 350;

export const mq = (bp: keyof typeof breakpoints) => `screen and (min-width: ${breakpoints[bp]}px)`;

/** As many columns at least `min` wide as fit the row: the card and option grids of the pages. */
export const autoFillGrid = (min: string, gap: string) => ({
  display: "grid" as const,
  gridTemplateColumns: `repeat(auto-fill, minmax(${min}, 1fr))`,
  gap,
});
