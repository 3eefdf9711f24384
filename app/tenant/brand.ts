import { createContext, useContext } from "react";

/** The site's look, known without the API (app/tenant/brand.server.ts makes it). */
export interface Brand {
  name: string;
  niche: number;
  /** The niche's @font-face rules and the tenant's theme overrides, for a <style> element. */
  themeCss: string;
  /** Font files every page needs at once: preloaded with the HTML of a visitor's pages (app/root.tsx). */
  fontPreloads: string[];
  themeColor: string;
  languages: string[];
}

/**
 * The brand of the site, given by the server (app/entry.server.tsx) to every page it draws: the
 * page's <style> comes from it, and an error page, whose root data may be missing (a refused post,
 * a failed action, an API outage), still has the site's name, header and theme. In the browser it
 * is known on an error page only (the page carries it).
 */
export const SiteBrandContext = createContext<Brand | null>(null);

/** The page carries the server's brand here, so the browser draws the same error page. */
export const BRAND_SCRIPT_ID = "site-brand";

let pageBrand: Brand | null | undefined;

/** The brand of the error page: the server's, or in the browser the one the page carries. */
export function useSiteBrand(): Brand | null {
  const fromServer = useContext(SiteBrandContext);
  if (fromServer || typeof document === "undefined") return fromServer;
  if (pageBrand === undefined) {
    const carried = document.getElementById(BRAND_SCRIPT_ID)?.textContent;
    pageBrand = carried ? (JSON.parse(carried) as Brand) : null;
  }
  return pageBrand;
}

/** The brand as JSON inside a script element: `<` escaped, so no text can close the element. */
export const brandJson = (brand: Brand) => JSON.stringify(brand).replace(/</g, "\\u003c");
