// `npm run build` (and the build of `npm start`): the Remix app, the service worker, the
// precompressed assets and the web server's bundle, in one process.
//
// One process, because Remix prints each framework notice once per process (it was printed once
// per step), and every esbuild service is left idle before the process ends: a Node process that
// exits while an esbuild context is still open (the Remix CLI exits without disposing its
// compiler) makes esbuild's Go process print "fatal error: all goroutines are asleep - deadlock!"
// whenever its keep-alive ping was on the way, a trace nobody can act on.
//
// Remix's future-flag notices do not show: remix.config.js sets every flag of the classic compiler
// (docs/decisions/029-framework-without-patches.md).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildServiceWorker } from "./build-service-worker.mjs";
import { precompress } from "./precompress.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const { logger } = require("@remix-run/dev/dist/tux/logger.js");

/** The Remix classic compiler, as `remix build` runs it, but disposed once the build is written. */
async function buildRemixApp() {
  // Remix's vanilla-extract integration loads Vite's CommonJS entry, which announces its own
  // deprecation on every build: nothing in this project can change that.
  process.env.VITE_CJS_IGNORE_WARNING = "true";
  process.env.NODE_ENV ||= "production";
  const { readConfig } = require("@remix-run/dev/dist/config.js");
  const { create } = require("@remix-run/dev/dist/compiler/compiler.js");
  const { createFileWatchCache } = require("@remix-run/dev/dist/compiler/fileWatchCache.js");
  const { logThrown } = require("@remix-run/dev/dist/compiler/utils/log.js");
  const started = Date.now();
  logger.info("building the Remix app…");
  const config = await readConfig(root, "production");
  fs.rmSync(config.assetsBuildDirectory, { recursive: true, force: true });
  const compiler = await create({
    config,
    options: { mode: "production", sourcemap: false },
    fileWatchCache: createFileWatchCache(),
    logger,
  });
  try {
    await compiler.compile();
  } catch (error) {
    logThrown(error);
    throw new BuildFailed("The Remix app did not build.");
  } finally {
    await compiler.dispose();
  }
  logger.info(`built the Remix app (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return config;
}

/** The service worker into public/sw-push.js (scripts/build-service-worker.mjs). */
async function buildWorker() {
  const started = Date.now();
  const output = await buildServiceWorker(root).catch(() => {
    // esbuild has printed the errors.
    throw new BuildFailed("The service worker did not build.");
  });
  logger.info(
    `built the service worker ${path.relative(root, output)} (${((Date.now() - started) / 1000).toFixed(1)} s)`
  );
}

/** build/server.js: the web server with its own code bundled and node_modules left outside. */
async function bundleServer() {
  const esbuild = require("esbuild");
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ["server/index.ts"],
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    packages: "external",
    logLevel: "warning",
    outfile: "build/server.js",
  });
}

class BuildFailed extends Error {}

/** Builds everything `node build/server.js` serves. Resolves once no build tool has work left. */
export async function build() {
  const config = await buildRemixApp();
  await buildWorker();
  const count = precompress(config.assetsBuildDirectory);
  console.log(`precompressed ${count} files in ${path.relative(root, config.assetsBuildDirectory)}`);
  await bundleServer().catch(() => {
    throw new BuildFailed("The web server did not build.");
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const failed = await build().then(
    () => false,
    (error) => (console.error(error instanceof BuildFailed ? error.message : error), true)
  );
  // Remix's vanilla-extract integration keeps a Vite server (file watchers) that it never closes,
  // so the process would not end by itself. Its esbuild only transforms, and every build above is
  // disposed: nothing is left waiting for an answer when the process ends here.
  process.exit(failed ? 1 : 0);
}
