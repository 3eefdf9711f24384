// `npm run budget`: the initial JavaScript and CSS of key pages, gzipped, against DESIGN.md's
// budgets (JS ≤ 110 KB, CSS ≤ 20 KB). Pages with a form carry the form library on top and have
// a budget of their own (docs/decisions/005). Reads the build's asset manifest; run after a build.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

const JS_BUDGET = 110 * 1024;
const FORM_PAGE_JS_BUDGET = 120 * 1024;
const CSS_BUDGET = 20 * 1024;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const build = await import(pathToFileURL(path.join(root, "build/index.js")).href);
const { assets } = build;

const gzipSize = (url) => zlib.gzipSync(fs.readFileSync(path.join(root, "public", url)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** The module and its static imports that load before a route can render. */
function routeChain(routeId) {
  const chain = [];
  for (let id = routeId; id; id = assets.routes[id]?.parentId) chain.unshift(assets.routes[id]);
  return chain;
}

const pages = {
  "home (/)": ["routes/_index", JS_BUDGET],
  "static page": ["routes/pages.$page", JS_BUDGET],
  "language page": ["routes/lang-config", JS_BUDGET],
  "login (form page)": ["routes/login", FORM_PAGE_JS_BUDGET],
  "signup (form page)": ["routes/signup", FORM_PAGE_JS_BUDGET],
  "profile (form page)": ["routes/profile", FORM_PAGE_JS_BUDGET],
  "settings (form page)": ["routes/notifications", FORM_PAGE_JS_BUDGET],
};
let failed = false;
const cssFiles = fs.readdirSync(path.join(root, "public/build")).filter((f) => /^css-bundle-.*\.css$/.test(f));
const cssSize = cssFiles.reduce((sum, f) => sum + gzipSize(`/build/${f}`), 0);

for (const [name, [routeId, budget]] of Object.entries(pages)) {
  const files = new Set([assets.entry.module, ...assets.entry.imports]);
  for (const route of routeChain(routeId)) {
    files.add(route.module);
    for (const i of route.imports ?? []) files.add(i);
  }
  const js = [...files].reduce((sum, url) => sum + gzipSize(url), 0);
  if (process.argv.includes("--verbose")) for (const url of files) console.log(`    ${kb(gzipSize(url)).padStart(9)} ${url}`);
  const ok = js <= budget;
  failed ||= !ok;
  console.log(`${ok ? "✓" : "✗"} ${name}: JavaScript ${kb(js)} gzip (budget ${kb(budget)}, ${files.size} files)`);
}
const cssOk = cssSize <= CSS_BUDGET;
failed ||= !cssOk;
console.log(`${cssOk ? "✓" : "✗"} CSS: ${kb(cssSize)} gzip (budget ${kb(CSS_BUDGET)})`);
if (failed) {
  console.error("budget: over budget");
  process.exit(1);
}
