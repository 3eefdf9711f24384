import type { TrackingScript } from "~/tenant/tracking-scripts";

/**
 * A tracking script's tags, as attribute lists: its inline snippet first (it usually prepares the
 * queue the external script reads), then its external script, loaded without blocking the page.
 * Each carries the response's nonce, the only thing the CSP lets run (decision 021).
 */
function tagsOf(script: TrackingScript, nonce: string): { attributes: [string, string][]; code?: string }[] {
  const common: [string, string][] = [
    ["nonce", nonce],
    ["data-tracking", script.id],
    ...Object.entries(script.data ?? {}).map(([name, value]): [string, string] => [`data-${name}`, value]),
  ];
  return [
    ...(script.inline !== undefined ? [{ attributes: common, code: script.inline }] : []),
    ...(script.src !== undefined
      ? [{ attributes: [...common, ["async", ""], ["src", script.src]] as [string, string][] }]
      : []),
  ];
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The tags as HTML, for the server to write at the end of <head>: outside what React renders and
 * hydrates, where nodes a tracker adds next to them (a tag manager inserts its script before the
 * first one) are left alone by React instead of failing the page's hydration. The inline code was
 * checked by the tenant schema to hold neither `</script` nor `<!--`, so it cannot end its element.
 */
export function trackingScriptTags(scripts: TrackingScript[], nonce: string): string {
  return scripts
    .flatMap((script) => tagsOf(script, nonce))
    .map(({ attributes, code }) => {
      const attrs = attributes.map(([name, value]) => (value === "" ? name : `${name}="${escapeAttribute(value)}"`));
      return `<script ${attrs.join(" ")}>${code ?? ""}</script>`;
    })
    .join("");
}

/**
 * Adds the scripts this page does not have yet to the end of <head>, as the server would have
 * written them: after the visitor accepts, without reloading the page. A script React rendered
 * would never run, so these are made with the DOM; a script already there (written by the server,
 * or added before) is left alone.
 */
export function addTrackingScripts(doc: Document, scripts: TrackingScript[], nonce: string) {
  const present = new Set(
    [...doc.querySelectorAll<HTMLScriptElement>("script[data-tracking]")].map((el) => el.dataset.tracking)
  );
  for (const script of scripts) {
    if (present.has(script.id)) continue;
    for (const { attributes, code } of tagsOf(script, nonce)) {
      const element = doc.createElement("script");
      for (const [name, value] of attributes) {
        // The nonce attribute is hidden from the page once set; the property is what the CSP reads.
        if (name === "nonce") element.nonce = value;
        else element.setAttribute(name, value);
      }
      if (code !== undefined) element.textContent = code;
      doc.head.append(element);
    }
  }
}
