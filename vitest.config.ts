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
      "tests/integration/**/*.test.ts",
      "server/**/*.test.ts",
      "themes/**/*.test.ts",
      "bench/**/*.test.ts",
    ],
    environment: "node",
    globals: true,
    // The reference API's migrated schema, built once and loaded by each test file (reference-api/testing/db.ts).
    globalSetup: ["tests/setup/vitest-global-setup.ts"],
    // A PGlite database takes about 450 MB: keep files to two workers.
    pool: "forks",
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
