import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteStyle } from "./site-style";

describe("SiteStyle", () => {
  it("reaches the browser as the CSS it is: quoted font names are not HTML-escaped", () => {
    const css = `@font-face{font-family:'Nunito Variable';src:url(/a.woff2) format('woff2')}:root{--font:"Nunito Variable", sans-serif}`;
    const html = renderToString(<SiteStyle css={css} nonce="abc" />);
    expect(html).toBe(`<style nonce="abc">${css}</style>`);
  });

  it("cannot be closed by what it holds", () => {
    const html = renderToString(<SiteStyle css={`:root{--x:"</style><script>alert(1)</script>"}`} />);
    expect(html).not.toContain("</style><script>");
    expect(html.match(/<\/style>/gi)).toHaveLength(1);
  });
});
