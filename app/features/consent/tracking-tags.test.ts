// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableJavaScriptEvaluation": true, "disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
import { describe, expect, it } from "vitest";
import type { TrackingScript } from "~/tenant/tracking-scripts";
import { addTrackingScripts, trackingScriptTags } from "./tracking-tags";

const gtm: TrackingScript = {
  id: "tags",
  purpose: "analytics",
  inline: "window.dataLayer = [{ a: 1 < 2 && 3 > 2 }];",
  src: "https://tags.example/gtm.js?id=GTM-1&l=dataLayer",
};
const plausible: TrackingScript = {
  id: "stats",
  purpose: "analytics",
  src: "https://stats.example/script.js",
  data: { domain: 'a.example" onload="alert(1)' },
};

describe("the tracking scripts in the server's HTML", () => {
  it("writes the snippet, then the external script (async), each with the nonce and its id", () => {
    expect(trackingScriptTags([gtm], "n0nce+/=")).toBe(
      '<script nonce="n0nce+/=" data-tracking="tags">window.dataLayer = [{ a: 1 < 2 && 3 > 2 }];</script>' +
        '<script nonce="n0nce+/=" data-tracking="tags" async src="https://tags.example/gtm.js?id=GTM-1&amp;l=dataLayer"></script>'
    );
  });

  it("escapes what goes into an attribute", () => {
    expect(trackingScriptTags([plausible], "n")).toBe(
      '<script nonce="n" data-tracking="stats" data-domain="a.example&quot; onload=&quot;alert(1)" async src="https://stats.example/script.js"></script>'
    );
  });

  it("writes nothing without scripts", () => {
    expect(trackingScriptTags([], "n")).toBe("");
  });
});

describe("the tracking scripts added in the browser after Accept", () => {
  it("end up as the server would have written them, with the page's nonce", () => {
    document.head.innerHTML = "";
    addTrackingScripts(document, [gtm, plausible], "page-nonce");
    const tags = [...document.head.querySelectorAll("script")];
    expect(tags.map((tag) => [tag.dataset.tracking, tag.getAttribute("src"), tag.textContent, tag.nonce])).toEqual([
      ["tags", null, gtm.inline, "page-nonce"],
      ["tags", gtm.src, "", "page-nonce"],
      ["stats", plausible.src, "", "page-nonce"],
    ]);
    expect(tags[2].dataset.domain).toBe(plausible.data!.domain);
  });

  it("never add a script the page already has (written by the server, or added before)", () => {
    document.head.innerHTML = trackingScriptTags([gtm], "n");
    addTrackingScripts(document, [gtm, plausible], "n");
    addTrackingScripts(document, [gtm, plausible], "n");
    expect([...document.head.querySelectorAll("script")].map((tag) => tag.dataset.tracking)).toEqual([
      "tags",
      "tags",
      "stats",
    ]);
  });
});
