// @vitest-environment happy-dom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteStyle } from "./site-style";

describe("SiteStyle", () => {
  it("reaches the browser as the CSS it is: quoted font names are not HTML-escaped", () => {
    const css = `@font-face{font-family:'Nunito Variable';src:url(/a.woff2) format('woff2')}:root{--font:"Nunito Variable", sans-serif}`;
    const html = renderToString(<SiteStyle css={css} nonce="abc" />);
    expect(html).toBe(`<style id="site-style" nonce="abc">${css}</style>`);
  });

  it("cannot be closed by what it holds", () => {
    const html = renderToString(
      <SiteStyle
        css={`
          :root {
            --x: "</style><script>alert(1)</script>";
          }
        `}
      />
    );
    expect(html).not.toContain("</style><script>");
    expect(html.match(/<\/style>/gi)).toHaveLength(1);
  });

  it("keeps in the browser the CSS the server sent, which the loader data does not repeat", async () => {
    const css = ":root{--accent:#c2334a}";
    const container = document.createElement("div");
    container.innerHTML = renderToString(<SiteStyle key="first" css={css} />);
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, <SiteStyle key="first" />));
    expect(container.querySelector("style")?.textContent).toBe(css);
    // Drawn anew (a new element), it still holds the server's CSS.
    await act(async () => root.render(<SiteStyle key="again" />));
    expect(container.querySelector("style")?.textContent).toBe(css);
    root.unmount();
    container.remove();
  });
});
