// `npm run budget`: the JavaScript and CSS each key page loads as served, gzipped, against
// The budgets of docs/architecture.md#performance (JS ≤ 112 KB, CSS ≤ 20 KB). Pages with a form carry the form library on top
// and have a budget of their own (docs/decisions/005). Then the web fonts of each niche, with their own budget line.
//
// Starts the built product once (reference API with an in-memory database, on free ports), fetches
// each page's HTML as a browser would (member pages after a real login), and adds up what that HTML
// makes the browser load: every <script src>, <link rel="modulepreload"> and the modules they
// import statically, as sent by the server (precompressed gzip), plus the inline scripts (the route
// manifest, __remixContext, the translations) gzipped. Run after `npm run build`.
// Options: --verbose (every file of every page), --host <site host>.
import { Buffer } from "node:buffer";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { siteRequest, logInAs } from "./site-client.mjs";
import { freePort, root, startStack } from "./stack.mjs";

const KB = 1024;
/** 113 KB since the header's "Join free" (the signup modal's button, on every visitor's page; decision 019). */
const JS_BUDGET = 113 * KB;
/**
 * 127 KB since every page's error page tells the busy and the "not set up" pages apart (their
 * reasons, decisions 024 and 026): the signup page stood at 125.9 of 126 before.
 */
const FORM_PAGE_JS_BUDGET = 127 * KB;
/**
 * The member's two editors: settings (seven forms with switches that save themselves) and the own
 * profile (sections, live preview, chip picker, photo drop zone) (docs/decisions/005, "Editors").
 * 132 KB since the photo upload answers "still uploading" (its key kept) and "one at a time": the
 * profile stood at 131.0 of 131.
 */
const EDITOR_PAGE_JS_BUDGET = 132 * KB;
const CSS_BUDGET = 20 * KB;
/**
 * Web fonts, per niche (docs/decisions/005, "Web fonts"): the Latin files of its heading and body
 * families, which every page downloads (preloaded), and all its files, which a page whose text needs
 * Latin Extended (Polish, names with ł or ő) downloads.
 */
const FONT_BUDGET = 100 * KB;
const FONT_ALL_SUBSETS_BUDGET = 200 * KB;
const verbose = process.argv.includes("--verbose");
const hostArg = process.argv.indexOf("--host");
const siteHost = hostArg >= 0 ? process.argv[hostArg + 1] : "flirthaven.localhost";
const DEMO_LOGIN = { email: "demo@flirthaven.example", password: "demo1234" };

/** [name, path, JS budget, needs a member] */
const pages = [
  // The home page and the landers hold the signup's first step: form pages (docs/decisions/019).
  ["home (/, form page)", "/", FORM_PAGE_JS_BUDGET, false],
  ["lander (form page)", "/landers/alonetonight", FORM_PAGE_JS_BUDGET, false],
  ["swipe lander (form page)", "/landers/tinderswipe", FORM_PAGE_JS_BUDGET, false],
  ["static page", "/pages/terms", JS_BUDGET, false],
  ["language page", "/lang-config", JS_BUDGET, false],
  ["login (form page)", "/login", FORM_PAGE_JS_BUDGET, false],
  ["signup (form page)", "/signup", FORM_PAGE_JS_BUDGET, false],
  ["profile (editor)", "/profile", EDITOR_PAGE_JS_BUDGET, true],
  ["settings (editor)", "/notifications", EDITOR_PAGE_JS_BUDGET, true],
];

for (const file of ["build/server.js", "build/index.js", "public/build"]) {
  if (!fs.existsSync(path.join(root, file))) {
    console.error(`budget: ${file} is missing; run \`npm run build\` first`);
    process.exit(1);
  }
}

const kb = (n) => `${(n / KB).toFixed(1)} KB`;
const gzip = (text) => zlib.gzipSync(Buffer.from(text), { level: 9 }).length;

/** A request to the web server as the measured site. */
const request = (port, options) => siteRequest(port, siteHost, options);

const attr = (tag, name) =>
  tag
    .match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"))
    ?.slice(1)
    .find((v) => v !== undefined);
const decode = (s) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
/** Static imports of a module (`import "x"`, `import … from "x"`, `export … from "x"`); not import(). */
const staticImports = (code) =>
  [
    ...code.matchAll(
      /(?:\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?|\bexport\s*(?:\*|\{[^}]*\})\s*from\s*)["']([^"']+)["']/g
    ),
  ].map((m) => m[1]);

/** What the HTML makes the browser load: script and stylesheet URLs, inline scripts and styles. */
function parseHtml(html) {
  const scripts = new Set();
  const styles = new Set();
  const inlineScripts = [];
  const inlineStyles = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attr(m[1], "src");
    if (src) scripts.add(decode(src));
    else if (m[2].trim())
      inlineScripts.push({ type: attr(m[1], "type") ?? "", id: attr(m[1], "id") ?? "", code: m[2] });
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(m[0], "rel") ?? "").toLowerCase().split(/\s+/);
    const href = attr(m[0], "href");
    if (!href) continue;
    if (rel.includes("modulepreload")) scripts.add(decode(href));
    if (rel.includes("stylesheet")) styles.add(decode(href));
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) inlineStyles.push(m[1]);
  return { scripts, styles, inlineScripts, inlineStyles };
}

const assetCache = new Map();
/** Gzip bytes of an asset as the server sends it, and its text (to follow its imports). */
async function fetchAsset(port, url) {
  if (!assetCache.has(url)) {
    assetCache.set(
      url,
      (async () => {
        const res = await request(port, { path: url, headers: { "Accept-Encoding": "gzip" } });
        if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
        const gzipped = res.headers["content-encoding"] === "gzip";
        const text = (gzipped ? zlib.gunzipSync(res.body) : res.body).toString("utf8");
        // Not precompressed (should not happen for /build): count it as gzip would send it.
        return { bytes: gzipped ? res.body.length : gzip(text), text, precompressed: gzipped };
      })()
    );
  }
  return assetCache.get(url);
}

async function measure(port, urlPath, cookie) {
  const res = await request(port, { path: urlPath, headers: cookie ? { Cookie: cookie } : {} });
  if (res.status !== 200)
    throw new Error(`${urlPath}: HTTP ${res.status}${res.headers.location ? ` → ${res.headers.location}` : ""}`);
  const html = res.body.toString("utf8");
  const { scripts, styles, inlineScripts, inlineStyles } = parseHtml(html);
  const files = [];
  const seen = new Set();
  const queue = [...scripts];
  // Inline module scripts import the manifest, entry and route modules.
  for (const s of inlineScripts) if (s.type === "module") queue.push(...staticImports(s.code));
  while (queue.length) {
    const url = new URL(queue.shift(), `http://${siteHost}/`).pathname;
    if (seen.has(url)) continue;
    seen.add(url);
    const asset = await fetchAsset(port, url);
    files.push({ url, bytes: asset.bytes, precompressed: asset.precompressed });
    for (const i of staticImports(asset.text)) queue.push(new URL(i, `http://${siteHost}${url}`).pathname);
  }
  // Inline scripts travel inside the HTML: gzipped together, as a compressing proxy would send them.
  const inlineJs = inlineScripts.length ? gzip(inlineScripts.map((s) => s.code).join("\n")) : 0;
  const css = [];
  for (const href of styles) {
    const url = new URL(href, `http://${siteHost}/`).pathname;
    css.push({ url, bytes: (await fetchAsset(port, url)).bytes });
  }
  const inlineCss = inlineStyles.length ? gzip(inlineStyles.join("\n")) : 0;
  return {
    files,
    inlineScripts,
    inlineJs,
    js: files.reduce((sum, f) => sum + f.bytes, 0) + inlineJs,
    css: css.reduce((sum, f) => sum + f.bytes, 0) + inlineCss,
    cssFiles: css,
    inlineCss,
  };
}

/** The woff2 files a site's page preloads and all those its @font-face rules name, with their bytes as served. */
async function measureFonts(port, host) {
  const res = await siteRequest(port, host, { path: "/" });
  if (res.status !== 200) throw new Error(`${host}/: HTTP ${res.status}`);
  const html = res.body.toString("utf8");
  const preloads = [...html.matchAll(/<link\b[^>]*>/gi)]
    .filter((m) => /\brel="preload"/.test(m[0]) && /\bas="font"/.test(m[0]))
    .map((m) => decode(attr(m[0], "href")));
  const named = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].flatMap((m) =>
    [...m[1].matchAll(/url\(([^)]+\.woff2)\)/g)].map((u) => u[1])
  );
  const bytes = async (url) => {
    const file = await siteRequest(port, host, { path: url });
    if (file.status !== 200) throw new Error(`${url}: HTTP ${file.status}`);
    return file.body.length;
  };
  const sum = async (urls) => (await Promise.all([...new Set(urls)].map(bytes))).reduce((a, b) => a + b, 0);
  return { preloads, latin: await sum(preloads), all: await sum(named) };
}

const webPort = await freePort();
const stack = await startStack({
  webPort,
  apiPort: await freePort(),
  dataDir: "memory",
  sessionSecret: "budget-secret-budget-secret-budget-01",
  quiet: true,
});

let failed = false;
try {
  const demo = stack.demoLogins.find((l) => l.site === siteHost) ?? DEMO_LOGIN;
  const memberCookie = await logInAs(webPort, siteHost, demo);
  console.log(`JavaScript and CSS as served by http://${siteHost}:${webPort} (gzip; inline scripts gzipped together)`);
  for (const [name, urlPath, budget, member] of pages) {
    const m = await measure(webPort, urlPath, member ? memberCookie : undefined);
    const jsOk = m.js <= budget;
    const cssOk = m.css <= CSS_BUDGET;
    failed ||= !jsOk || !cssOk;
    console.log(
      `${jsOk && cssOk ? "✓" : "✗"} ${`${name} ${urlPath}`.padEnd(36)} JS ${kb(m.js).padStart(8)} / ${kb(budget)}` +
        `   CSS ${kb(m.css).padStart(7)} / ${kb(CSS_BUDGET)}   (${m.files.length} files, inline scripts ${kb(
          m.inlineJs
        )})`
    );
    if (verbose) {
      for (const f of m.files)
        console.log(`    ${kb(f.bytes).padStart(9)} ${f.url}${f.precompressed ? "" : " (not precompressed)"}`);
      for (const s of m.inlineScripts)
        console.log(
          `    ${kb(gzip(s.code)).padStart(9)} inline <script${s.type ? ` type=${s.type}` : ""}${
            s.id ? ` id=${s.id}` : ""
          }> ${s.code.trim().slice(0, 40).replace(/\s+/g, " ")}…`
        );
      for (const f of m.cssFiles) console.log(`    ${kb(f.bytes).padStart(9)} ${f.url}`);
      if (m.inlineCss) console.log(`    ${kb(m.inlineCss).padStart(9)} inline <style>`);
    }
  }
  console.log(`\nWeb fonts of each niche's pages (woff2 as served; every page / a page with Latin Extended text)`);
  for (const { site } of stack.demoLogins) {
    const fonts = await measureFonts(webPort, site);
    const ok = fonts.preloads.length > 0 && fonts.latin <= FONT_BUDGET && fonts.all <= FONT_ALL_SUBSETS_BUDGET;
    failed ||= !ok;
    console.log(
      `${ok ? "✓" : "✗"} ${site.padEnd(36)} fonts ${kb(fonts.latin).padStart(8)} / ${kb(FONT_BUDGET)}` +
        `   with latin-ext ${kb(fonts.all).padStart(8)} / ${kb(FONT_ALL_SUBSETS_BUDGET)}   (${
          fonts.preloads.length
        } preloaded)`
    );
  }
} finally {
  await stack.stop();
}
if (failed) {
  console.error("budget: over budget");
  process.exit(1);
}
