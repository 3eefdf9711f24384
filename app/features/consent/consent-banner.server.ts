/**
 * The cookie banner as the server renders it. The browser never gets this module (Remix leaves
 * `.server` modules out of its bundles): it loads the banner on demand (consent-banner-slot.tsx),
 * so a site without tracking scripts sends none of its code.
 */
export { ConsentBanner } from "./consent-banner";
