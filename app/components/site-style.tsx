/**
 * The site's own CSS in the page's head (its theme's custom properties and font faces), with the
 * request's nonce. Set as raw text: React escapes a text child (`'` becomes `&#x27;`), and inside a
 * <style> element the browser does not unescape it, so quoted font names would reach the browser
 * broken until the scripts loaded and put the real text in place, moving the page as the fonts
 * changed. `<` is escaped as CSS so that no value can close the element.
 */
export function SiteStyle({ css, nonce }: { css: string; nonce?: string }) {
  return <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: styleText(css) }} />;
}

export const styleText = (css: string) => css.replace(/</g, "\\3c ");
