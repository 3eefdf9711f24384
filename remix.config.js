/** Remix v2 on its classic compiler, built by scripts/build.mjs (docs/decisions/003). Flat routes are the v2 default. */
/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/*.css.ts"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  // The service worker (app/entry.worker.ts), built by @remix-pwa/dev into public/sw-push.js: the
  // address it has always been registered at (scripts/build.mjs).
  workerName: "sw-push",
  workerBuildDirectory: "public",
  workerMinify: true,
  future: {
    v3_fetcherPersist: true,
    // Routes reach the browser as links point to them (GET /__manifest), not all in every page.
    v3_lazyRouteDiscovery: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    // Not yet: it changes every data request (`?_data=` to `.data`, which the service worker,
    // the page cache and the framework-text filter read) and what `json()` answers carry
    // (docs/decisions/029-framework-without-patches.md).
    v3_singleFetch: false,
    // Left out: a routes.ts route config needs the Vite plugin, not this classic compiler.
    v3_routeConfig: false,
  },
};
