import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  // Components import their .css.ts styles; the plugin gives them class names under test.
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "reference-api/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/unit/**/*.test.ts",
      "server/**/*.test.ts",
      "themes/**/*.test.ts",
      "bench/**/*.test.ts",
    ],
    environment: "node",
    globals: true,
    // PGlite databases take a few seconds and ~800 MB each: keep files to two workers.
    pool: "forks",
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
