/**
 * The static pages every site has (docs/product.md#static-pages), at /pages/<name>. A module of
 * its own: the pages' client code needs the names, not the tenant schema (and zod) behind them.
 */
export const BUILT_IN_PAGES = ["terms", "privacy", "cookies", "ban", "faq", "return-policy", "service"] as const;
