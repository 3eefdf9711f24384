// The service worker (app/entry.worker.ts) into public/sw-push.js, with @remix-pwa/dev's esbuild
// plugins (the routes' workerLoader/workerAction, the client assets' list, the entry's side effects)
// and its reading of remix.config.js (workerName, workerBuildDirectory, workerMinify).
//
// The package's own `runCompiler` starts its build without returning it: a failed build shows only
// on the console and leaves its esbuild context open, so the process neither fails nor ends. The
// same plugins in one `esbuild.build` make a build that resolves when the worker is written and
// rejects when it fails, with nothing left open (docs/decisions/029-framework-without-patches.md).
import { createRequire } from "node:module";
import { emptyModulesPlugin } from "@remix-run/dev/dist/compiler/plugins/emptyModules.js";
import assetsPlugin from "@remix-pwa/dev/dist/compiler/plugins/assets-module.js";
import entryModulePlugin from "@remix-pwa/dev/dist/compiler/plugins/entry-module.js";
import routesModulesPlugin from "@remix-pwa/dev/dist/compiler/plugins/routes-module.js";
import sideEffectsPlugin from "@remix-pwa/dev/dist/compiler/plugins/side-effects.js";
import readWorkerConfig from "@remix-pwa/dev/dist/compiler/utils/config.js";

// The esbuild @remix-pwa/dev builds with (its own version, not the Remix compiler's).
const require = createRequire(import.meta.url);
const esbuild = createRequire(require.resolve("@remix-pwa/dev"))("esbuild");

/** Builds the worker once; resolves with the written file's path, rejects when esbuild fails. */
export async function buildServiceWorker(root) {
  const config = await readWorkerConfig(root, "production");
  const pluginContext = { config };
  await esbuild.build({
    absWorkingDir: config.rootDirectory,
    entryPoints: { [config.workerName]: config.worker },
    outdir: config.workerBuildDirectory,
    platform: "browser",
    format: "esm",
    bundle: true,
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "error",
    splitting: true,
    sourcemap: config.workerSourcemap,
    mainFields: ["browser", "module", "main"],
    treeShaking: true,
    minify: config.workerMinify,
    chunkNames: "_shared/sw/[name]-[hash]",
    plugins: [
      // The worker renders nothing: server modules, React and Remix's renderers stay out.
      emptyModulesPlugin(pluginContext, /\.server(\.[jt]sx?)?$/),
      emptyModulesPlugin(pluginContext, /^react(-dom)?(\/.*)?$/, { includeNodeModules: true }),
      emptyModulesPlugin(pluginContext, /^@remix-run\/(deno|cloudflare|node|react)(\/.*)?$/, {
        includeNodeModules: true,
      }),
      entryModulePlugin(config),
      routesModulesPlugin(config),
      assetsPlugin(config),
      sideEffectsPlugin(config),
    ],
    supported: { "import-meta": true },
  });
  return `${config.workerBuildDirectory}/${config.workerName}.js`;
}
