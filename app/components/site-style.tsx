import { useState } from "react";

/**
 * The site's own CSS in the page's head (its theme's custom properties and font faces), with the
 * request's nonce. Set as raw text: React escapes a text child (`'` becomes `&#x27;`), and inside a
 * <style> element the browser does not unescape it, so quoted font names would reach the browser
 * broken until the scripts loaded and put the real text in place, moving the page as the fonts
 * changed. `<` is escaped as CSS so that no value can close the element.
 */
export function SiteStyle({ css, nonce }: { css?: string; nonce?: string }) {
  // The server has the CSS (app/entry.server.tsx); it is not repeated in the loader data, so in the
  // browser the element keeps the text the HTML came with.
  const [text] = useState(() =>
    css !== undefined ? styleText(css) : document.getElementById(SITE_STYLE_ID)?.textContent ?? ""
  );
  return <style id={SITE_STYLE_ID} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}

const SITE_STYLE_ID = "site-style";

export const styleText = (css: string) => css.replace(/</g, "\\3c ");
